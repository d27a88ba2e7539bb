import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type EventObject } from 'xstate';
import {
  ANSWER_LIMIT_MS,
  callPresenceMachine,
} from '@machines/call-presence/call-presence.machine';
import { callPresencePaths } from '@machines/call-presence/call-presence.paths';
import { compareScreen, replayPath } from '@tests/model/replay';
import { describePath, stateName } from '@tests/model/paths';
import { pageVisibility } from '../devices/presence';
import { PresenceQuestionView } from './presence-question';

/** The page's visibility as the browser reports it, switched by the test. */
function setVisibility(state: 'hidden' | 'visible', at: number) {
  vi.setSystemTime(at);
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  vi.useRealTimers();
  delete (document as { visibilityState?: unknown }).visibilityState;
});

/**
 * In Chromium: the question a connected call asks after more than a minute in the
 * background. The page's real visibility port reports the tab switches (its clock set by the
 * test); the visitor answers with the buttons; the unanswered question's 30 s pass on the
 * actor's simulated clock when the path says so.
 */
describe('presence question, replaying the generated paths', () => {
  it.each(callPresencePaths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_, path) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // The question's 30 s pass when the path says so (the page's clock), not on their own: a
      // state lasting a shortened 50 ms could pass before a busy browser looked at it.
      const clock = new SimulatedClock();
      const actor = createActor(callPresenceMachine.provide({ actors: { pageVisibility } }), {
        clock,
      }).start();
      const user = userEvent.setup();
      try {
        await replayPath(path, {
          async start() {
            render(<PresenceQuestionView presenceRef={actor} />);
          },
          async perform(event: EventObject) {
            const at = (event as { at?: number }).at ?? 0;
            if (event.type === 'page.hidden') setVisibility('hidden', at);
            else if (event.type === 'page.visible') setVisibility('visible', at);
            else if (event.type === 'presence.continue')
              await user.click(screen.getByRole('button', { name: 'Gespräch fortsetzen' }));
            else if (event.type === 'presence.end')
              await user.click(screen.getByRole('button', { name: 'Jetzt auflegen' }));
            // The unanswered question: its time passes.
            else clock.increment(ANSWER_LIMIT_MS);
          },
          async expectState(expected: AnyMachineSnapshot) {
            // A positive signal with room for a busy machine (the question's 50 ms included).
            await waitFor(
              () => expect(stateName(actor.getSnapshot().value)).toBe(stateName(expected.value)),
              { timeout: 5_000 },
            );
            const asking = expected.matches('asking');
            const question = screen.queryByRole('alertdialog', { name: 'Sind Sie noch da?' });
            const goOn = screen.queryByRole('button', { name: 'Gespräch fortsetzen' });
            return compareScreen(
              {
                question: question !== null,
                hint:
                  screen.queryByText(
                    'Die Seite war länger als eine Minute im Hintergrund, das Gespräch lief weiter. Ohne Antwort wird es in 30 Sekunden beendet.',
                  ) !== null,
                hangUpButton: screen.queryByRole('button', { name: 'Jetzt auflegen' }) !== null,
                focusOnGoOn: goOn !== null && document.activeElement === goOn,
              },
              { question: asking, hint: asking, hangUpButton: asking, focusOnGoOn: asking },
            );
          },
        });
      } finally {
        actor.stop();
      }
    },
  );
});
