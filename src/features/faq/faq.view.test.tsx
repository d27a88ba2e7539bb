import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { de } from '@/content/de';
import { faqMachine, type FaqContext } from '@machines/faq/faq.machine';
import { faqPaths } from '@machines/faq/faq.paths';
import { describePath, stateName } from '@tests/model/paths';
import { replayPath } from '@tests/model/replay';
import { FaqView } from './faq.view';

const { items } = de.landing.faq;

describe('FAQ view, replaying the generated paths', () => {
  it.each(faqPaths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const actor = createActor(faqMachine).start();
    const user = userEvent.setup();
    await replayPath(path, {
      async start() {
        render(<FaqView actorRef={actor} />);
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
          const firstLine = item.answer.split('\n')[0] ?? '';
          if (open) expect(screen.getByText(firstLine)).toBeVisible();
          else await waitFor(() => expect(screen.queryByText(firstLine)).not.toBeVisible());
          facts.push(`${item.id} ${open ? 'expanded, answer shown' : 'collapsed, answer hidden'}`);
        }
        return facts;
      },
    });
  });

  it('shows every answer line as its own paragraph, questions as level-3 headings', () => {
    render(<FaqView actorRef={createActor(faqMachine).start()} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    for (const line of items[0]?.answer.split('\n') ?? []) {
      expect(screen.getByText(line).tagName).toBe('P');
    }
  });
});
