import { Collapsible } from '@ark-ui/react/collapsible';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { ChevronDown, Info } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { ownerMessage as text } from '@/content/de/owner-message';
import type { CallActorRef } from '@machines/call/call.machine';
import { selectRecap, type RecapSummary } from '@machines/call/call.selectors';
import type { OutcomesActorRef } from '@machines/call-outcomes/outcomes.machine';
import { selectOutcomeCards } from '@machines/call-outcomes/outcomes.selectors';
import { selectOutcomesRef } from '@/features/call/parts/outcome-cards';
import type { RecapNaming } from '@/features/call/outcomes/recap-text';
import { TextActions } from '@/features/call/parts/text-actions';
import {
  ownerMessage,
  ownerMessageEml,
  ownerMessageText,
  type OwnerMessage as Message,
} from '../outcomes/owner-message/owner-message';

type Theme = 'light' | 'dark';

interface Props {
  actorRef: CallActorRef;
  naming: RecapNaming;
  theme?: Theme;
  /** The link to `/einrichten` was followed (the widget closes its dialog). */
  onLeave?: () => void;
}

/**
 * 'Was bei Ihnen ankommt' beside the recap: the message a business would receive for the call
 * that just ended, once it had at least one exchange (nothing before, nothing while a call is on).
 */
export function OwnerMessage({ actorRef, ...props }: Props) {
  const recap = useSelector(actorRef, selectRecap);
  const outcomes = useSelector(actorRef, selectOutcomesRef);
  if (!recap || recap.exchanges === 0) return null;
  return outcomes ? (
    <WithCards outcomesRef={outcomes} recap={recap} {...props} />
  ) : (
    <OwnerMessagePreview message={ownerMessage(recap, [], props.naming)} {...props} />
  );
}

function WithCards({
  outcomesRef,
  recap,
  naming,
  ...props
}: Omit<Props, 'actorRef'> & { outcomesRef: OutcomesActorRef; recap: RecapSummary }) {
  const cards = useSelector(outcomesRef, selectOutcomeCards);
  return <OwnerMessagePreview message={ownerMessage(recap, cards, naming)} {...props} />;
}

/** The disclosure and the e-mail preview of one message, with download, copy and the set-up link. */
export function OwnerMessagePreview({
  message,
  theme = 'light',
  defaultOpen = false,
  onLeave,
}: {
  message: Message;
  theme?: Theme;
  defaultOpen?: boolean;
  onLeave?: () => void;
}) {
  const previewId = useId();
  const dark = theme === 'dark';
  const soft = dark ? 'text-slate-200' : 'text-ink-soft';
  return (
    <Collapsible.Root
      defaultOpen={defaultOpen}
      className={`w-full rounded-2xl border text-left ${
        dark ? 'border-white/15 bg-white/5 text-white' : 'border-slate-200 bg-white text-ink'
      }`}
    >
      <h2 className="text-base font-semibold">
        <Collapsible.Trigger className="flex w-full items-center justify-between gap-3 rounded-2xl p-4 text-left">
          {text.title}
          <Collapsible.Indicator asChild>
            <span className="inline-flex shrink-0 transition-transform data-[state=open]:rotate-180">
              <ChevronDown aria-hidden="true" className="size-5" />
            </span>
          </Collapsible.Indicator>
        </Collapsible.Trigger>
      </h2>
      <Collapsible.Content className="px-4 pb-4">
        <p className={`flex items-center gap-2 text-sm font-medium ${soft}`}>
          <Info aria-hidden="true" className="size-4 shrink-0" />
          {text.demoNote}
        </p>
        <article
          aria-labelledby={previewId}
          className="@container mt-3 min-w-0 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm break-words text-ink"
        >
          <h3 id={previewId} className="sr-only">
            {text.previewLabel}
          </h3>
          <dl className={`${PAIRS} border-b border-slate-200 pb-2`}>
            <Field label={text.from}>{message.from.name}</Field>
            <Field label={text.to}>{message.to.name}</Field>
            <Field label={text.subjectLabel}>
              <span className="font-semibold" data-testid="owner-message-subject">
                {message.subject}
              </span>
            </Field>
          </dl>
          <dl className={`${PAIRS} mt-2`}>
            {message.fields.map((field) => (
              <Field key={field.label} label={field.label}>
                {field.value}
              </Field>
            ))}
            <Field label={text.urgency}>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                  message.urgent ? 'bg-red-100 text-red-800' : 'bg-slate-200 text-ink'
                }`}
              >
                {message.urgency}
              </span>
              <span className="mt-0.5 block text-ink-soft">{message.urgencyReason}</span>
            </Field>
          </dl>
          <Part title={text.summary}>
            {message.summary.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </Part>
          <Part title={text.outcomes}>
            <ul className="list-disc pl-5">
              {message.outcomes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Part>
          <Part title={text.transcript}>
            <ol className="space-y-0.5 text-xs text-ink-soft">
              {message.transcript.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ol>
          </Part>
        </article>
        <div className="mt-3 flex flex-wrap gap-2">
          <TextActions
            texts={text}
            dark={dark}
            file={() => ({
              name: message.fileName,
              type: 'message/rfc822',
              content: ownerMessageEml(message),
            })}
            copy={() => ownerMessageText(message)}
          />
        </div>
        <p className={`mt-3 text-sm ${soft}`}>
          {text.setupLead}{' '}
          <Link
            to="/einrichten"
            onClick={onLeave}
            className={`font-semibold underline ${dark ? 'text-white' : 'text-brand-800'}`}
          >
            {text.setupLink}
          </Link>
        </p>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** Label above value in a narrow preview (the widget, a phone); side by side where there is room. */
const PAIRS = 'grid grid-cols-1 gap-x-3 @sm:grid-cols-[auto_minmax(0,1fr)] @sm:gap-y-1';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="mt-1 text-xs text-ink-soft first:mt-0 @sm:mt-0 @sm:text-sm">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-3">
      <h4 className="font-semibold">{title}</h4>
      <div className="mt-1">{children}</div>
    </div>
  );
}
