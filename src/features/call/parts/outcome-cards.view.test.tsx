import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { outcomesMachine } from '@machines/call-outcomes/outcomes.machine';
import { outcomesPaths } from '@machines/call-outcomes/outcomes.paths';
import type { OutcomesContext } from '@machines/call-outcomes/outcomes.types';
import { describePath } from '@tests/model/paths';
import { compareScreen, replayPath } from '@tests/model/replay';
import { OutcomeAnnouncement, OutcomeList } from './outcome-cards';

/*
 * The outcomes machine's covering paths replayed against the cards' view, in Chromium (the
 * `browser` project): after each event the list shows the path's cards in order, each with the
 * German text of its status, and the live region says the card that settled last. (How a tool
 * call of the real SDK becomes a card: e2e/call-outcomes.spec.ts; Clara's slot and its calendar
 * entry on a done card: e2e/call-outcomes.demo.spec.ts and outcome-text.node.test.ts.)
 */

/** Each kind's name (a card still pending or failed) and its title once done. */
const KINDS = {
  appointment: ['Termin', 'Termin reserviert (Demo)'],
  ticket: ['Ticket', 'Ticket erstellt (Demo)'],
  viewing: ['Besichtigung', 'Besichtigung reserviert (Demo)'],
  claim: ['Schadenmeldung', 'Schadenmeldung erfasst (Demo)'],
} as const;
const PENDING = 'wird bearbeitet…';
const FAILED = 'Die Demo-Aktion konnte nicht angezeigt werden.';
const DEMO = 'Demo – es wurde nichts gebucht.';

const actors: Array<{ stop(): void }> = [];
afterEach(() => actors.splice(0).forEach((actor) => actor.stop()));

describe('outcome cards: generated paths replayed against the view', () => {
  it.each(outcomesPaths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_, path) => {
      const actor = createActor(outcomesMachine).start();
      actors.push(actor);
      let container!: HTMLElement;
      await replayPath(path, {
        async start() {
          ({ container } = render(
            <>
              <OutcomeList outcomesRef={actor} />
              <OutcomeAnnouncement outcomesRef={actor} />
            </>,
          ));
        },
        async perform(event: EventObject) {
          act(() => actor.send(event as never));
        },
        async expectState(expected: AnyMachineSnapshot) {
          const { cards, lastSettled } = expected.context as OutcomesContext;
          const shown = [...container.querySelectorAll('[data-testid="outcome-card"]')];
          for (const [index, card] of cards.entries()) {
            const lines = [...shown[index]!.querySelectorAll('p')].map((p) => p.textContent);
            // The whole card: no calendar entry before the slot is reserved, nor after a failure.
            const text = shown[index]!.textContent;
            if (card.status === 'pending') expect(text).toBe(`${KINDS[card.kind][0]}${PENDING}`);
            if (card.status === 'failed')
              expect(text).toBe(`${KINDS[card.kind][0]}${FAILED}${DEMO}`);
            if (card.status === 'done') {
              expect(lines[0]).toBe(KINDS[card.kind][1]);
              expect(lines.at(-1)).toBe(DEMO);
            }
          }
          const said = screen.getByTestId('outcome-announcer').textContent;
          // Said while its card is listed (a card replaced since leaves the region empty).
          const saying = lastSettled && cards.some((card) => card.id === lastSettled.id);
          if (saying)
            expect(said).toMatch(
              lastSettled.status === 'failed'
                ? `${KINDS[lastSettled.kind][0]}: ${FAILED}`
                : new RegExp(`^${KINDS[lastSettled.kind][1].replace(/[()]/g, '\\$&')}: `),
            );
          return compareScreen(
            {
              statuses: shown.map((card) => card.getAttribute('data-status')).join(','),
              announced: said !== '',
            },
            {
              statuses: cards.map((card) => card.status).join(','),
              announced: Boolean(saying),
            },
          );
        },
      });
    },
  );
});
