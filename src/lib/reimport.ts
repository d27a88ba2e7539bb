/**
 * The address of the code file a failed dynamic import names: Chromium says "Failed to fetch
 * dynamically imported module: <url>", Firefox "error loading dynamically imported module:
 * <url>". Safari names none.
 */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /https?:\/\/[^\s'"]+?\.m?js(?:\?[^\s'"]*)?(?=$|[\s'"])/.exec(message)?.[0];
}

type Importer = (url: string) => Promise<unknown>;

// Vite leaves an import of a computed address alone; the browser loads it as it is.
const importUrl: Importer = (url) => import(/* @vite-ignore */ url);

/**
 * A dynamic import that a retry can really repeat. Browsers keep a failed module fetch in their
 * module map (Chromium up to at least 150, Safari): `import()` of the same address then fails
 * again at once, without a request, and 'Erneut versuchen' would never load the code. After a
 * failure that names its file, the next attempt imports that file under a new query
 * (`?retry=1`, `?retry=2` …), which the module map does not know. The module that came is kept
 * (every later call answers it). The file's own imports keep
 * their addresses, so the code it shares with the page stays one instance. Without an address
 * (Safari) the retry repeats the import as it is.
 */
export function reimportable<M>(load: () => Promise<M>, importer: Importer = importUrl) {
  let failedUrl: string | undefined;
  let attempts = 0;
  let loaded: Promise<M> | undefined;
  return (): Promise<M> => {
    if (loaded) return loaded;
    const attempt = failedUrl
      ? (importer(`${failedUrl.replace(/\?retry=\d+$/, '')}?retry=${++attempts}`) as Promise<M>)
      : load();
    return attempt.then(
      (module) => {
        loaded = Promise.resolve(module);
        return module;
      },
      (error: unknown) => {
        failedUrl = failedModuleUrl(error) ?? failedUrl;
        throw error;
      },
    );
  };
}
