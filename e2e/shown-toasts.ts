import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** The text of every toast element the page has shown so far, one entry per toast. */
    __toastsShown: string[];
  }
}

/**
 * Records each toast once, with its text, when its title has rendered (toasts on screen leave
 * after seconds: a late check would miss one). Call before the page loads.
 */
export async function countToasts(page: Page) {
  await page.addInitScript(() => {
    window.__toastsShown = [];
    const seen = new WeakSet<Element>();
    const read = () => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        const text = toast.textContent ?? '';
        if (seen.has(toast) || !toast.querySelector('[data-title]')?.textContent) continue;
        seen.add(toast);
        window.__toastsShown.push(text);
      }
    };
    new MutationObserver(read).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}
