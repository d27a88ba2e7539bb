import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { faqMachine, type FaqContext } from '@machines/faq/faq.machine';
import { faqPaths } from '@machines/faq/faq.paths';
import { describePath } from '@tests/model/paths';
import { replayPath } from '@tests/model/replay';
import { reached, renderWithRouter } from '@tests/render';
import { FaqView } from './faq.view';

/**
 * The six questions (spec: setup duration, languages, offline use, customisation, telephone
 * system; the issue: forwarding calls, whose answer links to the guide at /einrichten) as the
 * page words them, `item-1` to `item-6`, each with the facts of spec section 9 its answer
 * states, line by line (the first line at least), written here.
 */
const items = [
  [
    'Wie lange dauert die Einrichtung eines KI-Sprachassistenten?',
    'Ein einfacher Sprachagent ist in 2–3 Werktagen einsatzbereit.',
    'Mit Integrationen wie Kalender, CRM oder internen Prozessen rechnen wir mit 7–14 Werktagen.',
  ],
  [
    'Welche Sprachen werden unterstützt?',
    'Unsere Assistenten sprechen Deutsch (Hochdeutsch), Englisch und Französisch.',
    'Weitere Sprachen sind auf Anfrage möglich.',
  ],
  [
    'Funktioniert der Assistent auch offline?',
    'Nein. Der Assistent läuft in der Cloud und benötigt eine Internetverbindung.',
    'Das Hosting erfolgt in der Schweiz, DSGVO-konform.',
  ],
  [
    'Kann ich den Assistenten an mein Unternehmen anpassen?',
    'Ja, vollständig: Begrüssung, Stimme, Tonfall, Wissen und Gesprächsabläufe richten wir nach Ihren Wünschen ein.',
  ],
  [
    'Lässt sich der Assistent in meine bestehende Telefonanlage integrieren?',
    'Ja. Die Anbindung erfolgt per Rufumleitung oder über SIP.',
  ],
  [
    'Wie leite ich Anrufe an den Assistenten weiter?',
    'Mit einer Rufumleitung auf die Nummer Ihres Assistenten: am Handy per Code, im Festnetz im Kundenportal Ihres Anbieters.',
  ],
].map(([question, ...lines], index) => ({ id: `item-${index + 1}`, question: question!, lines }));

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
        await reached(actor, expected);
        // The mapping from the state to the screen, written here: the open item's question is
        // expanded with its answer visible; every other one collapsed with its answer hidden.
        const { openItem } = expected.context as FaqContext;
        const facts: string[] = [];
        for (const item of items) {
          const trigger = screen.getByRole('button', { name: item.question });
          const open = item.id === openItem;
          expect(trigger).toHaveAttribute('aria-expanded', String(open));
          const firstLine = item.lines[0]!;
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
      for (const line of item.lines) {
        await waitFor(() => expect(screen.getByText(line)).toBeVisible());
        expect(screen.getByText(line).tagName).toBe('P');
      }
    }
  });
});
