import { act, render, screen, within } from '@testing-library/react';
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
 * call of the real SDK becomes a card: e2e/call-outcomes.spec.ts.)
 */

const TITLES = {
  appointment: 'Termin reserviert (Demo)',
  ticket: 'Ticket erstellt (Demo)',
  viewing: 'Besichtigung reserviert (Demo)',
  claim: 'Schadenmeldung erfasst (Demo)',
} as const;
const NAMES = {
  appointment: 'Termin',
  ticket: 'Ticket',
  viewing: 'Besichtigung',
  claim: 'Schadenmeldung',
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
            if (card.status === 'pending') expect(lines).toEqual([NAMES[card.kind], PENDING]);
            if (card.status === 'failed') expect(lines).toEqual([NAMES[card.kind], FAILED, DEMO]);
            if (card.status === 'done') {
              expect(lines[0]).toBe(TITLES[card.kind]);
              expect(lines.at(-1)).toBe(DEMO);
            }
          }
          const said = screen.getByTestId('outcome-announcer').textContent;
          // Said while its card is listed (a card replaced since leaves the region empty).
          const saying = lastSettled && cards.some((card) => card.id === lastSettled.id);
          if (saying)
            expect(said).toMatch(
              lastSettled.status === 'failed'
                ? `${NAMES[lastSettled.kind]}: ${FAILED}`
                : new RegExp(`^${TITLES[lastSettled.kind].replace(/[()]/g, '\\$&')}: `),
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

  it('Clara’s done card: the slot, and the calendar entry as a button', () => {
    const actor = createActor(outcomesMachine).start();
    actors.push(actor);
    render(<OutcomeList outcomesRef={actor} />);
    act(() =>
      actor.send({
        type: 'outcome.requested',
        call: {
          id: 'c1',
          name: 'reserveAppointment',
          arguments: { date: '2025-12-02', time: '14:30', reason: 'Kontrolle' },
        },
        at: 0,
      }),
    );
    expect(screen.queryByRole('button')).toBeNull();
    act(() => actor.send({ type: 'xstate.after.settleDelay.outcomes.working' } as never));
    const list = screen.getByRole('region', { name: 'Ergebnisse des Gesprächs' });
    expect(within(list).getByText('Di, 2. Dezember, 14:30 · Kontrolle')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Als Kalendereintrag (.ics)' })).toBeTruthy();
  });
});
