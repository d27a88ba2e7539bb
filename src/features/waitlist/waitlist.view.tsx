import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { waitlist } from '@/content/de/waitlist';
import type { waitlistMachine } from '@machines/waitlist/waitlist.machine';
import { selectEmail, selectIsBusy } from '@machines/waitlist/waitlist.selectors';

const text = waitlist;

/**
 * The page is prerendered: a visitor may type (and press the button, held and replayed once the
 * app is awake) before the app takes over. The field then holds text its machine never saw: it is
 * adopted when the form mounts and again on submit, so that a press sends what the visitor sees.
 */
function adoptTyped(
  actorRef: ActorRefFrom<typeof waitlistMachine>,
  input: HTMLInputElement | null,
) {
  const value = input?.value ?? '';
  if (value !== actorRef.getSnapshot().context.email)
    actorRef.send({ type: 'email.change', value });
}

/** The waiting-list form; browser validation (required, type email) is intended here. */
export function WaitlistFormView({ actorRef }: { actorRef: ActorRefFrom<typeof waitlistMachine> }) {
  const email = useSelector(actorRef, selectEmail);
  const busy = useSelector(actorRef, selectIsBusy);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => adoptTyped(actorRef, inputRef.current), [actorRef]);

  return (
    <form
      className="flex w-full flex-col gap-3 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        adoptTyped(actorRef, inputRef.current);
        actorRef.send({ type: 'form.submit' });
      }}
    >
      <label htmlFor="waitlist-email" className="sr-only">
        {text.emailLabel}
      </label>
      <input
        ref={inputRef}
        id="waitlist-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder={text.emailPlaceholder}
        value={email}
        readOnly={busy}
        onChange={(event) => actorRef.send({ type: 'email.change', value: event.target.value })}
        className="min-w-0 flex-1 rounded-full border border-white/20 bg-white/10 px-5 py-3 text-base text-white placeholder:text-slate-300 focus:border-brand-200 focus:outline-none"
      />
      <button type="submit" className="btn-primary px-6 py-3 text-base" disabled={busy}>
        {busy ? text.submitting : text.submit}
      </button>
    </form>
  );
}
