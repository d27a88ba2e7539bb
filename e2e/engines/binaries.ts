/** What each engine runs on this machine (Debian packages: decision 0021). */
export const WEBKIT_DRIVER = 'WebKitWebDriver';
/** From `libwebkit2gtk-4.1-0`, which `webkit2gtk-driver` depends on. */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const FIREFOX = '/usr/bin/firefox-esr';
