import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { AgentCallPage } from './pages/agent-call.page';
import { expect, test } from './voice/microphone';

/*
 * Outcome cards in demo mode: the preview driver makes Clara's tool call when the visitor asks for an
 * appointment (typed), and the card goes from 'wird bearbeitet…' to the reserved slot, with its
 * calendar entry; the recap lists it.
 */

const ASK = 'Ich hätte gerne nächste Woche einen Termin zur Kontrolle.';
const SLOT = 'Do, 3. Dezember, 14:30 · Kontrolle';
// Thursday 26 November 2026, 23:30 in Zurich: next week's Thursday is 3 December.
const NOW = new Date('2026-11-26T22:30:00Z');

const cards = (call: AgentCallPage) => call.call.getByTestId('outcome-card');
const outcomeAnnouncer = (page: Page) => page.getByTestId('outcome-announcer');

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

async function claraBooks(page: Page) {
  const call = await new AgentCallPage(page, 'Clara').openConnected('/clara-agent');
  // The preview answers once its greeting has been said (one assistant line at a time).
  await expect(call.transcript.getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
  await call.message.fill(ASK);
  await call.message.press('Enter');
  await expect(cards(call)).toHaveCount(1);
  return call;
}

test('Clara: a typed request reserves next week’s slot; the card says so once and offers an .ics; the recap lists it', async ({
  page,
}) => {
  const call = await claraBooks(page);
  await expect(cards(call)).toHaveText(
    [
      'Termin reserviert (Demo)',
      SLOT,
      'Demo – es wurde nichts gebucht.',
      'Als Kalendereintrag (.ics)',
    ].join(''),
  );
  await expect(outcomeAnnouncer(page)).toHaveText(`Termin reserviert (Demo): ${SLOT}`);

  const download = page.waitForEvent('download');
  await call.call.getByRole('button', { name: 'Als Kalendereintrag (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('termin.ics');
  // The slot's calendar entry (the file's format, folding, escaping and time zone:
  // src/features/call/outcomes/ics.node.test.ts; its UID and stamp from the tool call:
  // preview-outcomes.node.test.ts).
  const lines = (await readFile((await file.path())!, 'utf8')).split('\r\n');
  expect(lines).toContain('DTSTART;TZID=Europe/Zurich:20261203T143000');
  expect(lines).toContain('DTSTAMP:20261126T223000Z');

  await call.hangUp.click();
  await expect(call.call.getByTestId('recap-outcomes')).toHaveText(
    `Termin reserviert (Demo): ${SLOT}`,
  );
});

// The other agents' tool calls (Mia's viewing, Luca's claim, Jonas's ticket) and their cards' texts:
// preview-outcomes.node.test.ts and outcome-text.node.test.ts; the dialog's call is the same call
// (the call surfaces' view replay).
