import { useSelector } from '@xstate/react';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { SectionLink } from '@/components/section-link';
import { voice } from '@/content/de/voice';
import { selectRecap } from '@machines/call/call.selectors';
import type { CallActorRef } from '@machines/call/call.machine';
import { RecapOutcomes } from '@/features/call/parts/outcome-cards';
import { TextActions } from '@/features/call/parts/text-actions';
import {
  recapDemoMessage,
  recapFacts,
  recapFileName,
  recapTranscript,
  type RecapNaming,
} from '@/features/call/outcomes/recap-text';
import { OwnerMessage } from '@/features/call/parts/owner-message.view';

const text = voice.recap;

type RecapProps = Parameters<typeof RecapCard>[0];

/** The recap card, and beside it 'Was bei Ihnen ankommt' (the message the business would get). */
export function CallRecap(props: RecapProps) {
  return (
    <>
      <RecapCard {...props} />
      <OwnerMessage
        actorRef={props.actorRef}
        naming={props.naming}
        theme={props.theme}
        onLeave={props.onDemoRequest}
      />
    </>
  );
}

/**
 * The card after a call that connected: 'Ihr Gespräch mit {agent}', its duration, exchanges and
 * mean answer time; download and copy of the transcript; and a demo request with a pre-filled
 * message. Nothing shows before the first connected call ends.
 */
function RecapCard({
  actorRef,
  naming,
  theme = 'light',
  onDemoRequest,
}: {
  actorRef: CallActorRef;
  naming: RecapNaming;
  theme?: 'light' | 'dark';
  /**
   * A link out of the call was followed: the demo request (the form is on the page) or
   * /einrichten from the owner message. The widget closes its dialog.
   */
  onDemoRequest?: () => void;
}) {
  const recap = useSelector(actorRef, selectRecap);
  const titleId = useId();
  if (!recap) return null;
  const dark = theme === 'dark';
  return (
    <section
      aria-labelledby={titleId}
      className={`w-full rounded-2xl border p-4 text-left ${
        dark ? 'border-white/15 bg-white/5 text-white' : 'border-slate-200 bg-white text-ink'
      }`}
    >
      <h2 id={titleId} className="text-base font-semibold">
        {text.title(naming.withWhom)}
      </h2>
      <ul
        className={`mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm ${dark ? 'text-slate-200' : 'text-ink-soft'}`}
      >
        {recapFacts(recap).map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {/* What the call did (the agents' outcome cards). */}
      <RecapOutcomes actorRef={actorRef} dark={dark} />
      <div className="mt-3 flex flex-wrap gap-2">
        <TextActions
          texts={text}
          dark={dark}
          file={() => ({
            name: recapFileName(recap, naming),
            type: 'text/plain;charset=utf-8',
            content: recapTranscript(recap, naming),
          })}
          copy={() => recapTranscript(recap, naming)}
        />
        {/* Only a pre-filled, editable message, in this tab's history entry (the demo form
            reads it: demo-form.section.tsx): nothing is sent until the visitor submits. */}
        <SectionLink
          section="demo"
          replace={false}
          state={{ demoMessage: recapDemoMessage(naming) }}
          onChoose={onDemoRequest}
          className="btn-primary px-3 py-1.5 text-sm"
        >
          <Send aria-hidden="true" className="size-4" />
          {text.demo}
        </SectionLink>
      </div>
    </section>
  );
}
