import { useSelector } from '@xstate/react';
import { Send } from 'lucide-react';
import { useEffect, useId, useRef, type ChangeEvent, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { demoForm } from '@/content/de/demo-form';
import type { demoFormMachine } from '@machines/demo-form/demo-form.machine';
import {
  selectCanSubmit,
  selectCut,
  selectErrors,
  selectIsBusy,
  selectValues,
} from '@machines/demo-form/demo-form.selectors';
import type { Field, FieldErrorCode } from '@machines/demo-form/demo-form.types';

const text = demoForm;

/**
 * The name field's first answer while the form's code has not come (docs/start-up.md, "Early
 * answers"): only a value with exactly one character besides whitespace fails this pattern,
 * and for such a value the form's rules answer 'name.tooShort' (they trim, then ask for two
 * characters before anything else). So the page's inline script shows that message (always in
 * the page, hidden: `errorText`) under a field that fails it (`validity.patternMismatch`); a
 * blank value passes, as the form clears a blank field's error. `noValidate`: the browser never
 * reports it itself.
 */
export const NAME_EARLY_PATTERN = String.raw`\s*|.*\S.*\S.*`;
type FormRef = ActorRefFrom<typeof demoFormMachine>;

const inputClass =
  'mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-200 focus:outline-none read-only:bg-slate-50 aria-[invalid=true]:border-red-600';

/** The demo-request form; all behaviour lives in the form machine. */
export function DemoFormView({ actorRef }: { actorRef: FormRef }) {
  const values = useSelector(actorRef, selectValues);
  const errors = useSelector(actorRef, selectErrors);
  const cut = useSelector(actorRef, selectCut);
  const busy = useSelector(actorRef, selectIsBusy);
  const canSubmit = useSelector(actorRef, selectCanSubmit);
  const id = useId();
  const ids = (field: Field) => ({
    input: `${id}-${field}`,
    error: `${id}-${field}-error`,
    cut: `${id}-${field}-cut`,
  });
  const counterId = `${id}-counter`;
  const formRef = useRef<HTMLFormElement>(null);

  // The page is prerendered: a visitor may type before the app takes over. Adopt what is in
  // the fields on mount, so nothing typed is lost (the machine cuts what is past a maximum and
  // says so).
  // A name typed before shows its early message (the page's inline script, by the field's
  // `pattern`); the form's own answer for that value is the same message, in the same place.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const field of ['name', 'email', 'message'] as const) {
      const element = form.elements.namedItem(field) as HTMLInputElement | null;
      const value = element?.value ?? '';
      if (value !== actorRef.getSnapshot().context.values[field]) {
        actorRef.send({ type: 'field.change', field, value });
      }
    }
  }, [actorRef]);

  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    actorRef.send({ type: 'field.change', field, value: event.target.value });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actorRef.send({ type: 'form.submit' });
  };

  /** The error under a field and the note that its input was cut, as ids for the field. */
  const describedBy = (field: Field) =>
    [errors[field] && ids(field).error, cut[field] && ids(field).cut].filter(Boolean).join(' ');

  const fieldProps = (field: Field) => ({
    id: ids(field).input,
    name: field,
    value: values[field],
    onChange: onChange(field),
    readOnly: busy,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field) || undefined,
    className: `${inputClass} ${errors[field] ? 'border-red-600' : 'border-slate-300'}`,
  });

  /**
   * The error under a field and the note that its input was cut. With `early`, the box and that
   * error are always in the page, hidden while there is nothing to say: the page's inline script
   * shows them for a character typed before the form's code has come (docs/start-up.md).
   */
  const errorText = (field: Field, early?: FieldErrorCode) => {
    const code = errors[field];
    const shown = !!code || !!cut[field];
    const said = code ?? early;
    if (!shown && !early) return null;
    return (
      <div
        className="mt-1.5 space-y-1 text-sm font-medium"
        hidden={!shown}
        data-early-message={early ? '' : undefined}
      >
        {said ? (
          <p id={ids(field).error} className="text-red-700" hidden={!code}>
            {text.errors[said]}
          </p>
        ) : null}
        {/* Input past the maximum was cut to it: the field's own too-long message says so. */}
        {cut[field] ? (
          <p id={ids(field).cut} className="text-amber-800">
            {text.errors[`${field}.tooLong`]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={text.formLabel}
      onSubmit={onSubmit}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div data-early="name">
          <label htmlFor={ids('name').input} className="text-sm font-semibold text-ink">
            {text.name.label}
          </label>
          <input
            type="text"
            autoComplete="name"
            placeholder={text.name.placeholder}
            pattern={NAME_EARLY_PATTERN}
            {...fieldProps('name')}
          />
          {errorText('name', 'name.tooShort')}
        </div>
        <div>
          <label htmlFor={ids('email').input} className="text-sm font-semibold text-ink">
            {text.email.label}
          </label>
          <input
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={text.email.placeholder}
            {...fieldProps('email')}
          />
          {errorText('email')}
        </div>
      </div>
      <div>
        <label htmlFor={ids('message').input} className="text-sm font-semibold text-ink">
          {text.message.label}{' '}
          <span className="font-normal text-ink-soft">{text.message.optional}</span>
        </label>
        <textarea
          rows={5}
          placeholder={text.message.placeholder}
          {...fieldProps('message')}
          aria-describedby={`${describedBy('message')} ${counterId}`.trim()}
        />
        <div className="flex justify-between gap-4">
          {errorText('message') ?? <span />}
          <p id={counterId} className="mt-1.5 shrink-0 text-sm text-ink-soft tabular-nums">
            {text.counter(values.message.length)}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-soft">{text.privacy}</p>
        <button type="submit" className="btn-primary px-6 py-3 text-base" disabled={!canSubmit}>
          <Send aria-hidden="true" className="size-4" />
          {busy ? text.submitting : text.submit}
        </button>
      </div>
    </form>
  );
}
