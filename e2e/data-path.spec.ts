import { expect, test } from './fixtures';

// The production e2e build carries a complete, fake table (tests/fake-data-path.json): the site
// shows the stations the build read, in the order a call passes them, and no other place.
test("'Wohin gehen die Daten?' shows the build's stations of a call", async ({ page }) => {
  await page.goto('/clara-agent');
  await page.getByRole('button', { name: 'Wohin gehen die Daten?' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Betreiber' })).toHaveText([
    'Ihr BrowserNimmt Ihre Stimme auf und spielt die Antworten ab.BetreiberSieLand oder RegionIhr GerätAufbewahrungNur solange die Seite offen ist',
    'SprachplattformVerbindet den Anruf und leitet Ihre Stimme weiter.BetreiberFake Voice Platform Inc.Land oder RegionUSAAufbewahrung14 Tage',
    'SpracherkennungSchreibt mit, was Sie sagen.BetreiberFake Recognition GmbHLand oder RegionDeutschlandAufbewahrungNicht gespeichert',
    'SprachmodellVersteht Ihr Anliegen und formuliert die Antwort.BetreiberFake Model Ltd.Land oder RegionIrland, USAAufbewahrung30 Tage',
    'SprachausgabeSpricht die Antwort.BetreiberFake Synthesis ABLand oder RegionEUAufbewahrungNicht gespeichert',
    'ZusammenfassungGeht nach dem Anruf an das Unternehmen.BetreiberHelvox AG, per E-Mail an Ihr UnternehmenLand oder RegionSchweizAufbewahrung90 Tage',
  ]);
});
