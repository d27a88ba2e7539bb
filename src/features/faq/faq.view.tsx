import { Accordion } from '@ark-ui/react/accordion';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { ChevronDown } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { landing } from '@/content/de/landing';
import type { faqMachine } from '@machines/faq/faq.machine';
import { selectOpenItem } from '@machines/faq/faq.selectors';

const { faq } = landing;

/** The FAQ as an accordion: at most one answer open, the open one can be closed. */
export function FaqView({ actorRef }: { actorRef: ActorRefFrom<typeof faqMachine> }) {
  const openItem = useSelector(actorRef, selectOpenItem);
  return (
    <Accordion.Root
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
      value={openItem ? [openItem] : []}
      collapsible
      // A question tapped before the app listens opens at once (docs/start-up.md, "Early answers").
      data-early="accordion"
      onValueChange={({ value }) => {
        const id = value[0] ?? openItem;
        if (id) actorRef.send({ type: 'item.toggle', id });
      }}
    >
      {faq.items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <h3>
            <Accordion.ItemTrigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink hover:text-brand-800 sm:px-6">
              {item.question}
              {/* Turned by the question's own state, which an early answer sets too. */}
              <span className="inline-flex shrink-0 transition-transform group-aria-expanded:rotate-180">
                <ChevronDown aria-hidden="true" className="size-5" />
              </span>
            </Accordion.ItemTrigger>
          </h3>
          <Accordion.ItemContent className="px-5 pb-5 text-ink-soft sm:px-6">
            {item.answer.split('\n').map((line) => (
              <p key={line} className="mt-2 first:mt-0">
                {line}
              </p>
            ))}
            {'link' in item ? (
              <p className="mt-3">
                <Link to={item.link.to} className="font-semibold text-brand-800 underline">
                  {item.link.label}
                </Link>
              </p>
            ) : null}
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
