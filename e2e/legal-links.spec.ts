import { expectLegalNames } from './legal-links';
import { test } from './fixtures';

// The production e2e build names the legal pages (VITE_PRIVACY_URL, VITE_IMPRINT_URL).
test('with the legal pages configured, every "Datenschutz" and "Impressum" links them', async ({
  page,
}) => {
  await expectLegalNames(page, {
    privacy: 'https://www.helvox.invalid/datenschutz',
    imprint: 'https://www.helvox.invalid/impressum',
  });
});
