import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { outcomesMachine } from '@machines/call-outcomes/outcomes.machine';
import { outcomesPaths } from '@machines/call-outcomes/outcomes.paths';
import type { OutcomesContext } from '@machines/call-outcomes/outcomes.types';
import { describePath } from '@tests/model/paths';
import { OutcomeAnnouncement, OutcomeList } from './outcome-cards';

/*
 * The outcomes machine's covering paths replayed against the cards' view: after each event the
 * list shows the path's cards in order, each with the text for its status, and the live
 * region says the card that settled last (issue 24's German, literally).
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
  it.each(outcomesPaths.map((path) => [describePath(path), path] as const))('%s', (_, path) => {
    const actor = createActor(outcomesMachine).start();
    actors.push(actor);
    const { container } = render(
      <>
        <OutcomeList outcomesRef={actor} />
        <OutcomeAnnouncement outcomesRef={actor} />
      </>,
    );
    for (const step of path.steps.slice(1)) {
      act(() => actor.send(step.event as never));
      const { cards, lastSettled } = step.state.context as OutcomesContext;
      const shown = [...container.querySelectorAll('[data-testid="outcome-card"]')];
      expect(shown.map((card) => card.getAttribute('data-status'))).toEqual(
        cards.map((card) => card.status),
      );
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
      if (!lastSettled || !cards.some((card) => card.id === lastSettled.id)) expect(said).toBe('');
      else
        expect(said).toMatch(
          lastSettled.status === 'failed'
            ? `${NAMES[lastSettled.kind]}: ${FAILED}`
            : new RegExp(`^${TITLES[lastSettled.kind].replace(/[()]/g, '\\$&')}: `),
        );
    }
  });

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
