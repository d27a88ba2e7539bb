import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { faqMachine, type FaqContext } from '@machines/faq/faq.machine';
import { faqPaths } from '@machines/faq/faq.paths';
import { describePath, stateName } from '@tests/model/paths';
import { replayPath } from '@tests/model/replay';
import { renderWithRouter } from '@tests/render';
import { FaqView } from './faq.view';

/**
 * The six questions (spec: setup duration, languages, offline use, customisation, telephone
 * system; the issue: forwarding calls) as the page words them, with the first line of each answer: the facts of spec
 * section 9, written here.
 */
const items = [
  {
    id: 'item-1',
    question: 'Wie lange dauert die Einrichtung eines KI-Sprachassistenten?',
    firstLine: 'Ein einfacher Sprachagent ist in 2–3 Werktagen einsatzbereit.',
  },
  {
    id: 'item-2',
    question: 'Welche Sprachen werden unterstützt?',
    firstLine: 'Unsere Assistenten sprechen Deutsch (Hochdeutsch), Englisch und Französisch.',
  },
  {
    id: 'item-3',
    question: 'Funktioniert der Assistent auch offline?',
    firstLine: 'Nein. Der Assistent läuft in der Cloud und benötigt eine Internetverbindung.',
  },
  {
    id: 'item-4',
    question: 'Kann ich den Assistenten an mein Unternehmen anpassen?',
    firstLine:
      'Ja, vollständig: Begrüssung, Stimme, Tonfall, Wissen und Gesprächsabläufe richten wir nach Ihren Wünschen ein.',
  },
  {
    id: 'item-5',
    question: 'Lässt sich der Assistent in meine bestehende Telefonanlage integrieren?',
    firstLine: 'Ja. Die Anbindung erfolgt per Rufumleitung oder über SIP.',
  },
  // The sixth question, whose answer links to the call-forwarding guide (/einrichten).
  {
    id: 'item-6',
    question: 'Wie leite ich Anrufe an den Assistenten weiter?',
    firstLine:
      'Mit einer Rufumleitung auf die Nummer Ihres Assistenten: am Handy per Code, im Festnetz im Kundenportal Ihres Anbieters.',
  },
];

/** Spec section 9's facts, line by line, in the answers they belong to. */
const ANSWER_LINES: Record<string, string[]> = {
  'item-1': [
    'Ein einfacher Sprachagent ist in 2–3 Werktagen einsatzbereit.',
    'Mit Integrationen wie Kalender, CRM oder internen Prozessen rechnen wir mit 7–14 Werktagen.',
  ],
  'item-2': [
    'Unsere Assistenten sprechen Deutsch (Hochdeutsch), Englisch und Französisch.',
    'Weitere Sprachen sind auf Anfrage möglich.',
  ],
  'item-3': [
    'Nein. Der Assistent läuft in der Cloud und benötigt eine Internetverbindung.',
    'Das Hosting erfolgt in der Schweiz, DSGVO-konform.',
  ],
  'item-5': ['Ja. Die Anbindung erfolgt per Rufumleitung oder über SIP.'],
};

describe('FAQ view, replaying the generated paths', () => {
  it.each(faqPaths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const actor = createActor(faqMachine).start();
    const user = userEvent.setup();
    await replayPath(path, {
      async start() {
        await renderWithRouter(<FaqView actorRef={actor} />);
      },
      async perform(event: EventObject) {
        const item = items.find((entry) => entry.id === (event as EventObject & { id: string }).id);
        await user.click(screen.getByRole('button', { name: item?.question }));
      },
      async expectState(expected: AnyMachineSnapshot) {
        await waitFor(() =>
          expect(stateName(actor.getSnapshot().value)).toBe(stateName(expected.value)),
        );
        // The mapping from the state to the screen, written here: the open item's question is
        // expanded with its answer visible; every other one collapsed with its answer hidden.
        const { openItem } = expected.context as FaqContext;
        const facts: string[] = [];
        for (const item of items) {
          const trigger = screen.getByRole('button', { name: item.question });
          const open = item.id === openItem;
          expect(trigger).toHaveAttribute('aria-expanded', String(open));
          const { firstLine } = item;
          if (open) expect(screen.getByText(firstLine)).toBeVisible();
          else await waitFor(() => expect(screen.queryByText(firstLine)).not.toBeVisible());
          facts.push(
            `question "${item.question}" ${open ? 'expanded, answer shown' : 'collapsed, answer hidden'}`,
          );
        }
        return facts;
      },
    });
  });

  it('shows the questions as level-3 headings, and in the answers the facts of spec section 9, a paragraph a line', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<FaqView actorRef={createActor(faqMachine).start()} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      items.map((item) => item.question),
    );
    for (const item of items) {
      const trigger = screen.getByRole('button', { name: item.question });
      if (trigger.getAttribute('aria-expanded') !== 'true') await user.click(trigger);
      for (const line of ANSWER_LINES[item.id] ?? []) {
        await waitFor(() => expect(screen.getByText(line)).toBeVisible());
        expect(screen.getByText(line).tagName).toBe('P');
      }
    }
  });
});
