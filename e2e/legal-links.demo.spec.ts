import { expectLegalNames } from './legal-links';
import { test } from './fixtures';

// The demo build names no legal pages: the spec's placeholders, text without a target.
test('without legal pages configured, "Datenschutz" and "Impressum" are text, not links', async ({
  page,
}) => {
  await expectLegalNames(page, null);
});
