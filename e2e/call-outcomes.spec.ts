import { expect, test } from './fixtures';
import { AgentCallPage } from './pages/agent-call.page';
import { instrumentMicrophone } from './voice/microphone';
import { installVapiStandIn } from './voice/vapi-stand-in';

/*
 * Outcome cards with the real vapi driver over the scripted SDK stand-in (production build): Vapi's
 * `tool-calls` client message makes a card, 'wird bearbeitet…' then done; bad arguments show
 * the fault on the card and the call goes on; a card of the same kind replaces the other.
 */

const PENDING = 'wird bearbeitet…';
const FAILED = 'Die Demo-Aktion konnte nicht angezeigt werden.';
const DEMO = 'Demo – es wurde nichts gebucht.';

const toolCalls = (id: string, name: string, args: unknown) => ({
  type: 'tool-calls',
  toolCallList: [{ id, type: 'function', function: { name, arguments: args } }],
});

const cards = (call: AgentCallPage) => call.call.getByTestId('outcome-card');

test.use({ permissions: ['microphone'] });
test.beforeEach(async ({ page }) => {
  await instrumentMicrophone(page);
});

test('a tool call: pending, then done and said once', async ({ page }) => {
  await page.clock.install();
  const vapi = await installVapiStandIn(page);
  const call = await new AgentCallPage(page, 'Clara').openConnectedOver(vapi, '/clara-agent');
  await vapi.emit(
    'message',
    toolCalls('call-1', 'createTicket', { subject: 'Drucker druckt nicht', priority: 'high' }),
  );
  await expect(cards(call)).toHaveText(`Ticket${PENDING}`);
  await expect(page.getByTestId('outcome-announcer')).toHaveText('');

  await page.clock.fastForward(1_200);
  await expect(cards(call)).toHaveText(
    /^Ticket erstellt \(Demo\)HX-\d{5} · Priorität: hochDrucker druckt nichtDemo – es wurde nichts gebucht\.$/,
  );
  await expect(page.getByTestId('outcome-announcer')).toHaveText(
    /^Ticket erstellt \(Demo\): HX-\d{5} · Priorität: hoch$/,
  );
});

test('bad arguments: the fault on the card, the call goes on; the same kind replaces the card', async ({
  page,
}) => {
  await page.clock.install();
  const vapi = await installVapiStandIn(page);
  const call = await new AgentCallPage(page, 'Clara').openConnectedOver(vapi, '/clara-agent');
  // No time, and markup where text belongs.
  await vapi.emit(
    'message',
    toolCalls('call-1', 'reserveAppointment', { date: '2026-12-03', reason: '<img src=x>' }),
  );
  await expect(cards(call)).toHaveText(`Termin${FAILED}${DEMO}`);
  await expect(page.getByTestId('outcome-announcer')).toHaveText(`Termin: ${FAILED}`);
  // Not JSON at all, and an envelope without a list: nothing breaks.
  await vapi.emit('message', { type: 'tool-calls', toolCallList: 'kaputt' });
  await vapi.emit('message', toolCalls('call-2', 'reserveAppointment', '{"date":'));
  await expect(cards(call)).toHaveText(`Termin${FAILED}${DEMO}`);
  await expect(call.connection).toHaveText('Verbunden');

  // The same kind again, usable (its reason as text, never as HTML): one card, replaced.
  await vapi.emit(
    'message',
    toolCalls('call-3', 'reserveAppointment', {
      date: '2026-12-03',
      time: '14:30',
      reason: '<b>Kontrolle</b>',
    }),
  );
  await page.clock.fastForward(1_200);
  await expect(cards(call)).toHaveCount(1);
  await expect(cards(call)).toContainText('Do, 3. Dezember, 14:30 · <b>Kontrolle</b>');
  await expect(cards(call).locator('b, img')).toHaveCount(0);
  // The call is still there: a typed line reaches the assistant.
  await call.message.fill('Danke');
  await call.message.press('Enter');
  await expect(call.transcript).toContainText('Sie: Danke');
});
