import { useSelector } from '@xstate/react';
import { downloadFile } from '@/lib/download';
import { CalendarPlus } from 'lucide-react';
import { useId } from 'react';
import { voiceOutcomes } from '@/content/de/voice-outcomes';
import type { CallActorRef } from '@machines/call/call.machine';
import type { OutcomesActorRef } from '@machines/call-outcomes/outcomes.machine';
import { selectLastSettled, selectOutcomeCards } from '@machines/call-outcomes/outcomes.selectors';
import type { OutcomeCard } from '@machines/call-outcomes/outcomes.types';
import {
  outcomeAnnouncement,
  outcomeRecapLine,
  outcomeView,
} from '@/features/call/outcomes/outcome-text';

const text = voiceOutcomes;

/** The call's `outcomes` child. */
export const selectOutcomesRef = (snapshot: ReturnType<CallActorRef['getSnapshot']>) => {
  const child = snapshot.children.outcomes as OutcomesActorRef | undefined;
  // Stories run the call with every actor neutral (`neutralized`): that stand-in has no cards.
  const held = child?.getSnapshot() as { context?: { cards?: unknown } } | undefined;
  return Array.isArray(held?.context?.cards) ? child : undefined;
};

/** The outcome cards of an agent's call, beside its transcript (nothing before the first card). */
export function OutcomeCards({ actorRef }: { actorRef: CallActorRef }) {
  const outcomes = useSelector(actorRef, selectOutcomesRef);
  return outcomes ? <OutcomeList outcomesRef={outcomes} /> : null;
}

/** The cards, in the order they first appeared. */
export function OutcomeList({ outcomesRef }: { outcomesRef: OutcomesActorRef }) {
  const cards = useSelector(outcomesRef, selectOutcomeCards);
  const titleId = useId();
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="w-full min-w-0 text-left">
      <h2 id={titleId} className="sr-only">
        {text.listLabel}
      </h2>
      <ul className="flex flex-col gap-3">
        {cards.map((card) => (
          <OutcomeCardView key={card.id} card={card} />
        ))}
      </ul>
    </section>
  );
}

/**
 * A polite live region that says each card once, when it settles (done or failed): its text
 * changes only then, so a re-render repeats nothing. Always rendered (after the call's own
 * announcer), so screen readers hear its first change.
 */
export function OutcomeAnnouncer({ actorRef }: { actorRef: CallActorRef }) {
  const outcomes = useSelector(actorRef, selectOutcomesRef);
  return outcomes ? <OutcomeAnnouncement outcomesRef={outcomes} /> : null;
}

export function OutcomeAnnouncement({ outcomesRef }: { outcomesRef: OutcomesActorRef }) {
  const cards = useSelector(outcomesRef, selectOutcomeCards);
  const last = useSelector(outcomesRef, selectLastSettled);
  const settled = last ? cards.find((card) => card.id === last.id) : undefined;
  return (
    // Visually hidden like `sr-only`, but not that class: the call's own announcer is "the"
    // `[aria-live=polite].sr-only` region its tests and views look for.
    <p
      aria-live="polite"
      aria-atomic="true"
      className="absolute -m-px size-px overflow-hidden border-0 p-0 whitespace-nowrap [clip-path:inset(50%)]"
      data-testid="outcome-announcer"
    >
      {settled ? outcomeAnnouncement(settled) : ''}
    </p>
  );
}

/** One card: what the agent did, as text only (never HTML), and 'Demo – es wurde nichts gebucht.' */
export function OutcomeCardView({ card }: { card: OutcomeCard }) {
  const view = outcomeView(card);
  const calendar = view.calendar;
  return (
    <li
      data-testid="outcome-card"
      data-status={card.status}
      aria-busy={card.status === 'pending'}
      className={`rounded-2xl border p-4 ${
        card.status === 'failed' ? 'border-amber-300 bg-amber-50' : 'border-brand-200 bg-brand-50'
      }`}
    >
      <p className="font-semibold text-ink">{view.title}</p>
      {view.lines.map((line) => (
        <p key={line} className="mt-1 text-sm break-words text-ink-soft">
          {line}
        </p>
      ))}
      {calendar ? (
        <button
          type="button"
          className="mt-3 inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-ink hover:bg-slate-100"
          onClick={() => downloadFile(text.icsFileName, calendar, 'text/calendar;charset=utf-8')}
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          {text.ics}
        </button>
      ) : null}
    </li>
  );
}

/** The recap's list of what the call did: one line per card; nothing without cards. */
export function RecapOutcomes({
  actorRef,
  dark = false,
}: {
  actorRef: CallActorRef;
  dark?: boolean;
}) {
  const outcomes = useSelector(actorRef, selectOutcomesRef);
  return outcomes ? <RecapOutcomeList outcomesRef={outcomes} dark={dark} /> : null;
}

function RecapOutcomeList({ outcomesRef, dark }: { outcomesRef: OutcomesActorRef; dark: boolean }) {
  const cards = useSelector(outcomesRef, selectOutcomeCards);
  const titleId = useId();
  if (cards.length === 0) return null;
  return (
    <div className="mt-3">
      <h3 id={titleId} className="text-sm font-semibold">
        {text.recapHeading}
      </h3>
      <ul
        aria-labelledby={titleId}
        data-testid="recap-outcomes"
        className={`mt-1 space-y-1 text-sm ${dark ? 'text-slate-200' : 'text-ink-soft'}`}
      >
        {cards.map((card) => (
          <li key={card.id}>{outcomeRecapLine(card)}</li>
        ))}
      </ul>
    </div>
  );
}
