import { AgentCallPage } from './pages/agent-call.page';
import { expect, test } from './voice/microphone';
import { installVapiStandIn } from './voice/vapi-stand-in';

/*
 * Outcome cards with the real vapi driver over the scripted SDK stand-in (production build): Vapi's
 * `tool-calls` client message makes a card, 'wird bearbeitet…' then done, its text never markup.
 * A broken envelope: vapi-tool-calls.node.test.ts; bad arguments as a failed card, and a card of
 * the same kind replacing the other: the outcomes machine's tests and outcome-cards.view.test.tsx.
 */

const PENDING = 'wird bearbeitet…';

const toolCalls = (id: string, name: string, args: unknown) => ({
  type: 'tool-calls',
  toolCallList: [{ id, type: 'function', function: { name, arguments: args } }],
});

const cards = (call: AgentCallPage) => call.call.getByTestId('outcome-card');

test('a tool call: pending, then done and said once; its text shown as text', async ({ page }) => {
  await page.clock.install();
  const vapi = await installVapiStandIn(page);
  const call = await new AgentCallPage(page, 'Clara').openConnectedOver(vapi, '/clara-agent');
  await vapi.emit(
    'message',
    toolCalls('call-1', 'createTicket', {
      subject: '<b>Drucker</b> druckt nicht',
      priority: 'high',
    }),
  );
  await expect(cards(call)).toHaveText(`Ticket${PENDING}`);
  await expect(page.getByTestId('outcome-announcer')).toHaveText('');

  await page.clock.fastForward(1_200);
  await expect(cards(call)).toHaveText(
    /^Ticket erstellt \(Demo\)HX-\d{5} · Priorität: hoch<b>Drucker<\/b> druckt nichtDemo – es wurde nichts gebucht\.$/,
  );
  await expect(cards(call).locator('b')).toHaveCount(0);
  await expect(page.getByTestId('outcome-announcer')).toHaveText(
    /^Ticket erstellt \(Demo\): HX-\d{5} · Priorität: hoch$/,
  );
});
