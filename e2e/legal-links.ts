import type { Page } from '@playwright/test';
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
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('listitem')).toHaveText(['Datenschutz', 'Impressum']);
  if (urls) {
    await expect(footer.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
      'href',
      urls.privacy,
    );
    await expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      urls.imprint,
    );
  } else {
    await expect(footer.getByRole('link', { name: /Datenschutz|Impressum/ })).toHaveCount(0);
  }
  // Before a call: on an agent page, on /full and in the widget's dialog.
  for (const path of ['/clara-agent', '/full']) {
    await page.goto(path);
    const line = page.getByText(PRIVACY_LINE, { exact: true });
    await expect(line, path).toBeVisible();
    const link = line.getByRole('link', { name: 'Datenschutz' });
    if (urls) await expect(link, path).toHaveAttribute('href', urls.privacy);
    else await expect(link, path).toHaveCount(0);
  }
  await page.goto('/');
  await page.getByRole('button', { name: 'Sprach-Assistent öffnen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sprach-Assistent' });
  const line = dialog.getByText(PRIVACY_LINE, { exact: true });
  // The dialog's panel is code of its own, loaded on the tap: slow on a busy machine.
  await expect(line).toBeVisible({ timeout: 30_000 });
  if (urls) await expect(line.getByRole('link')).toHaveAttribute('href', urls.privacy);
  else await expect(line.getByRole('link')).toHaveCount(0);
}
