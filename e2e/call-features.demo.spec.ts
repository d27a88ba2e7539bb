import { AgentCallPage } from './pages/agent-call.page';
import { expect, test } from './voice/microphone';

/*
 * Type instead of talk with the preview driver (demo build) on an agent page. Each driver's
 * level and network reports: driver-contract.test.ts; the vapi driver's add-message:
 * vapi-driver.test.ts; reconnecting and the notes on screen: call.features.test.ts and the call
 * surfaces' view replay; the hint's 8 s, never while muted: call.features.test.ts.
 */

/** The preview's answer (Clara's keyword table; 'Zeit' asks for an appointment). */
const CLARA_REPLY =
  'Vorschau-Antwort: Gerne. Nächste Woche hätte ich am Dienstag um 9:00 Uhr oder am Donnerstag um 14:30 Uhr einen Termin frei. Welcher passt Ihnen besser?';

// The meter following the fake microphone's sound: call-microphone.demo.spec.ts (after a switch
// to the headset, the same meter on the call's stream).

test.describe('type instead of talk', () => {
  test('agent page: Enter sends the cleaned line, the preview answers with Clara’s line', async ({
    page,
  }) => {
    const call = await new AgentCallPage(page, 'Clara').openConnected('/clara-agent');
    const lines = call.transcript.getByRole('listitem');
    // The greeting's line joins the log once its audio has ended (its caption shows it first).
    await expect(lines.filter({ hasText: 'Guten Tag, hier ist Clara' })).toHaveCount(1, {
      timeout: 20_000,
    });
    await expect(call.message).toBeVisible();
    await expect(call.send).toHaveText('Senden');

    await call.message.fill('Haben Sie <b>morgen</b> Zeit?');
    await call.message.press('Enter');
    await expect(lines.filter({ hasText: 'Sie: Haben Sie bmorgen/b Zeit?' })).toHaveCount(1);
    // With its answer time: the send to the reply's line.
    await expect(lines.last()).toHaveText(
      new RegExp(
        `^Assistent: ${CLARA_REPLY.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\d+,\\d s \\(Antwortzeit \\d+,\\d Sekunden\\)$`,
      ),
    );
    const count = await lines.count();

    // Empty or whitespace-only sends nothing.
    await call.message.fill('   ');
    await call.send.click();
    await call.message.press('Enter');
    await expect(call.message).toHaveValue('   ');
    // Messages go out in order: the next real one is the next line.
    await call.message.fill('Danke');
    await call.message.press('Enter');
    await expect(lines.nth(count)).toHaveText('Sie: Danke');

    // At most 500 characters: a longer paste keeps the first 500, and the field says so.
    await call.message.fill('x'.repeat(5_000));
    await expect(call.message).toHaveValue('x'.repeat(500));
    await expect(call.message).toHaveAccessibleDescription(
      'Nachricht darf maximal 500 Zeichen lang sein – gekürzt auf die ersten 500.',
    );
    await call.hangUp.click();
  });
});
