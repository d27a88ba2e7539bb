import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { outcomesPaths, SETTLE_EVENT } from '../machines/call-outcomes/outcomes.paths';
import { OUTCOME_SETTLE_MS } from '../machines/call-outcomes/outcomes.machine';
import type { OutcomesContext, ToolCall } from '../machines/call-outcomes/outcomes.types';
import { describePath } from '../tests/model/paths';
import { compareScreen, replayPath } from '../tests/model/replay';
import { expect, test } from './fixtures';
import { AgentCallPage } from './pages/agent-call.page';
import { instrumentMicrophone } from './voice/microphone';
import { installVapiStandIn, type VapiStandIn } from './voice/vapi-stand-in';

/*
 * The outcomes machine's covering paths replayed on /clara-agent (production build, the real
 * vapi driver over the scripted SDK): a tool call is Vapi's `tool-calls` message, the pause is
 * the page's clock run on, a cleared list is the next call. After each step the page shows the
 * cards the path's state holds, in order, each with its status.
 */

const STATUS_TEXT = {
  pending: 'wird bearbeitet…',
  failed: 'Die Demo-Aktion konnte nicht angezeigt werden.',
  done: 'Demo – es wurde nichts gebucht.',
} as const;

async function connect(call: AgentCallPage, vapi: VapiStandIn) {
  await call.start.click();
  await expect.poll(() => vapi.hasPendingStart(), { timeout: 20_000 }).toBe(true);
  await vapi.settleStart('ok');
  await vapi.emit('call-start');
  await expect(call.connection).toHaveText('Verbunden');
}

async function perform(call: AgentCallPage, vapi: VapiStandIn, event: EventObject) {
  switch (event.type) {
    case 'outcome.requested': {
      const { id, name, arguments: args } = (event as EventObject & { call: ToolCall }).call;
      return vapi.emit('message', {
        type: 'tool-calls',
        toolCallList: [{ id, type: 'function', function: { name, arguments: args } }],
      });
    }
    case SETTLE_EVENT:
      return call.page.clock.fastForward(OUTCOME_SETTLE_MS);
    case 'outcomes.cleared':
      // The next call clears the last one's cards.
      await call.hangUp.click();
      await expect(call.connection).toHaveText('Nicht verbunden');
      return connect(call, vapi);
    default:
      throw new Error(`cannot perform ${event.type} in Chromium`);
  }
}

test.describe('outcomes machine: generated paths replayed on an agent page in Chromium', () => {
  test.use({ permissions: ['microphone'] });
  test.setTimeout(60_000);

  for (const path of outcomesPaths) {
    test(describePath(path), async ({ page }) => {
      await instrumentMicrophone(page);
      await page.clock.install();
      const vapi = await installVapiStandIn(page);
      await vapi.releaseSdk('ok');
      const call = new AgentCallPage(page, 'Clara');
      const cards = call.call.getByTestId('outcome-card');
      await replayPath(path, {
        async start() {
          await call.open('/clara-agent');
          await connect(call, vapi);
        },
        async perform(event: EventObject) {
          await perform(call, vapi, event);
        },
        // The cards the state holds, in order, each with its status and its text.
        async expectState(expected: AnyMachineSnapshot) {
          const { cards: want } = expected.context as OutcomesContext;
          await expect(cards).toHaveCount(want.length);
          for (const [i, card] of want.entries()) {
            await expect(cards.nth(i)).toHaveAttribute('data-status', card.status);
            await expect(cards.nth(i)).toContainText(STATUS_TEXT[card.status]);
          }
          const statuses = await cards.evaluateAll((shown) =>
            shown.map((card) => card.getAttribute('data-status')).join(','),
          );
          return compareScreen(
            { cards: await cards.count(), statuses },
            { cards: want.length, statuses: want.map((card) => card.status).join(',') },
          );
        },
      });
    });
  }
});
