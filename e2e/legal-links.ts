import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Where the spec names the legal pages: the footer, and the line before a call. */
const PRIVACY_LINE =
  'Ihr Gespräch wird zur Verarbeitung an unseren Sprachdienst übertragen. Mehr dazu unter Datenschutz.';

/**
 * 'Datenschutz' and 'Impressum' everywhere they are named: links to the configured pages
 * (`urls`), or, with none configured, text without a target (the spec's placeholders).
 */
export async function expectLegalNames(
  page: Page,
  urls: { privacy: string; imprint: string } | null,
) {
  /** A link to `href`, or none where no page is configured. */
  const expectLink = async (link: Locator, href: string | undefined, where?: string) => {
    if (href) await expect(link, where).toHaveAttribute('href', href);
    else await expect(link, where).toHaveCount(0);
  };
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('listitem')).toHaveText(['Datenschutz', 'Impressum']);
  await expectLink(footer.getByRole('link', { name: 'Datenschutz' }), urls?.privacy);
  await expectLink(footer.getByRole('link', { name: 'Impressum' }), urls?.imprint);
  // Before a call: on an agent page, on /full and in the widget's dialog.
  for (const path of ['/clara-agent', '/full']) {
    await page.goto(path);
    const line = page.getByText(PRIVACY_LINE, { exact: true });
    await expect(line, path).toBeVisible();
    await expectLink(line.getByRole('link', { name: 'Datenschutz' }), urls?.privacy, path);
  }
  await page.goto('/');
  await page.getByRole('button', { name: 'Sprach-Assistent öffnen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sprach-Assistent' });
  const line = dialog.getByText(PRIVACY_LINE, { exact: true });
  // The dialog's panel is code of its own, loaded on the tap: slow on a busy machine.
  await expect(line).toBeVisible({ timeout: 30_000 });
  await expectLink(line.getByRole('link'), urls?.privacy);
}
