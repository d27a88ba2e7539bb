import { expect, type Page } from '@playwright/test';

/**
 * Helpers for the spec-texts suite (`e2e/spec-texts*.spec.ts`). They take the expected texts
 * from the test, which writes them as literals: nothing here reads the content module.
 */

declare global {
  interface Window {
    /** Every toast shown on this page so far, as title and description. */
    __toastsSeen: { title: string; description: string | null }[];
  }
}

/**
 * Records every toast the page shows (title and description as rendered). Toasts leave after a
 * few seconds, and on a busy machine a test may look later than that: the record keeps what
 * the visitor saw. Call before the page loads.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    window.__toastsSeen = [];
    const seen = new Set<string>();
    const read = () => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        const title = toast.querySelector('[data-title]')?.textContent ?? '';
        const description = toast.querySelector('[data-description]')?.textContent ?? null;
        const key = `${title}\u0000${description}`;
        if (title && !seen.has(key)) {
          seen.add(key);
          window.__toastsSeen.push({ title, description });
        }
      }
    };
    new MutationObserver(read).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

/**
 * A toast with exactly this title and description (or none) was shown. Needs `recordToasts`;
 */
export async function expectToast(page: Page, title: string, description?: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          ([t, d]) =>
            window.__toastsSeen.some(
              (toast) => toast.title === t && (d === null || toast.description === d),
            ),
          [title, description ?? null] as const,
        ),
      { message: `toast "${title}" / "${description ?? ''}"`, timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * Waits until the app has taken the page over (`<html data-awake>`: hydrated, every part
 * started; docs/start-up.md) and `selector` is on the page. Public marks only: no test reads
 * React's private fields.
 */
export async function waitForApp(page: Page, selector: string) {
  await page.locator('html[data-awake]').waitFor({ state: 'attached' });
  await page.locator(selector).first().waitFor({ state: 'attached' });
}
