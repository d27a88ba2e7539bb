import { useSelector } from '@xstate/react';
import { ClipboardCopy } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useToasts } from '@/components/toasts';
import { callForwarding } from '@/content/de/call-forwarding';
import { copyText } from '@/lib/clipboard';
import {
  NO_ANSWER_DELAYS,
  RULE_ORDER,
  SWITCH_OFF_CODE,
  type ForwardingRule,
} from '@machines/call-forwarding/call-forwarding.codes';
import type { callForwardingMachine } from '@machines/call-forwarding/call-forwarding.machine';
import {
  selectDelay,
  selectError,
  selectRule,
  selectSwitchOnCode,
  selectTyped,
} from '@machines/call-forwarding/call-forwarding.selectors';

const text = callForwarding;
type ForwardingRef = ActorRefFrom<typeof callForwardingMachine>;

/**
 * The page is prerendered: a visitor may type a number, pick a rule or a time before the app
 * takes over. The form then holds values its machine never saw: they are adopted when the form
 * mounts and again on submit, so that nothing the visitor did is lost.
 */
function adoptTyped(actorRef: ForwardingRef, form: HTMLFormElement | null) {
  if (!form) return;
  const field = (name: string) =>
    form.elements.namedItem(name) as HTMLInputElement | RadioNodeList | null;
  const { context } = actorRef.getSnapshot();
  const typed = field('number')?.value ?? '';
  if (typed !== context.typed) actorRef.send({ type: 'number.change', value: typed });
  // The time before the rule: it is taken only while 'Wenn Sie nicht abnehmen' is chosen.
  const delay = Number(field('delay')?.value);
  if (delay && delay !== context.delay) actorRef.send({ type: 'delay.choose', seconds: delay });
  const rule = field('rule')?.value;
  if (rule && rule !== context.rule && RULE_ORDER.includes(rule as ForwardingRule))
    actorRef.send({ type: 'rule.choose', rule: rule as ForwardingRule });
}

/** The number, the rule and the codes to dial; all behaviour lives in the machine. */
export function CallForwardingView({ actorRef }: { actorRef: ForwardingRef }) {
  const typed = useSelector(actorRef, selectTyped);
  const error = useSelector(actorRef, selectError);
  const rule = useSelector(actorRef, selectRule);
  const delay = useSelector(actorRef, selectDelay);
  const code = useSelector(actorRef, selectSwitchOnCode);
  const formRef = useRef<HTMLFormElement>(null);
  const codesRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const ids = { number: `${id}-number`, help: `${id}-help`, error: `${id}-error` };
  useEffect(() => adoptTyped(actorRef, formRef.current), [actorRef]);

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <form
        ref={formRef}
        noValidate
        aria-label={text.formLabel}
        className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          adoptTyped(actorRef, formRef.current);
          actorRef.send({ type: 'form.submit' });
          // Codes already shown: take the visitor to them (below the form on a phone).
          if (actorRef.getSnapshot().matches('valid')) codesRef.current?.focus();
        }}
      >
        <div>
          <label htmlFor={ids.number} className="text-sm font-semibold text-ink">
            {text.numberLabel}
          </label>
          <p id={ids.help} className="mt-1 text-sm text-ink-soft">
            {text.numberHelp}
          </p>
          <input
            id={ids.number}
            name="number"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder={text.numberPlaceholder}
            value={typed}
            onChange={(event) =>
              actorRef.send({ type: 'number.change', value: event.target.value })
            }
            onBlur={() => actorRef.send({ type: 'number.blur' })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids.help} ${ids.error}` : ids.help}
            className={`mt-2 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-200 focus:outline-none ${error ? 'border-red-600' : 'border-slate-300'}`}
          />
          {error ? (
            <p id={ids.error} className="mt-1.5 text-sm font-medium text-red-700">
              {text.errors[error]}
            </p>
          ) : null}
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-ink">{text.rulesLegend}</legend>
          <div className="mt-2 space-y-2">
            {RULE_ORDER.map((option) => (
              <div
                key={option}
                className="grid grid-cols-[auto_1fr] gap-x-3 rounded-xl border border-slate-200 px-4 py-3 has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input
                  id={`${id}-${option}`}
                  type="radio"
                  name="rule"
                  value={option}
                  checked={rule === option}
                  onChange={() => actorRef.send({ type: 'rule.choose', rule: option })}
                  aria-describedby={`${id}-${option}-help`}
                  className="mt-1 size-4 accent-brand-700"
                />
                <label htmlFor={`${id}-${option}`} className="cursor-pointer font-medium text-ink">
                  {text.rules[option].label}
                </label>
                <span id={`${id}-${option}-help`} className="col-start-2 text-sm text-ink-soft">
                  {text.rules[option].help}
                </span>
                {option === 'noAnswer' && rule === 'noAnswer' ? (
                  <div className="col-start-2 mt-2 flex flex-wrap items-center gap-3">
                    <label htmlFor={`${id}-delay`} className="text-sm text-ink">
                      {text.delayLabel}
                    </label>
                    <select
                      id={`${id}-delay`}
                      name="delay"
                      value={delay}
                      onChange={(event) =>
                        actorRef.send({ type: 'delay.choose', seconds: Number(event.target.value) })
                      }
                      className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-700 focus:ring-2 focus:ring-brand-200 focus:outline-none"
                    >
                      {NO_ANSWER_DELAYS.map((seconds) => (
                        <option key={seconds} value={seconds}>
                          {text.seconds(seconds)}
                        </option>
                      ))}
                    </select>
                  </div>
                ) : null}
              </div>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="btn-primary px-6 py-3 text-base">
          {text.submit}
        </button>
      </form>
      <section
        aria-labelledby={`${id}-codes`}
        className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h2 id={`${id}-codes`} ref={codesRef} tabIndex={-1} className="text-xl font-bold text-ink">
          {text.codesTitle}
        </h2>
        {code ? (
          <>
            <dl className="mt-4 space-y-4">
              <CodeRow
                term={`${text.switchOn}: ${text.rules[rule].label}`}
                code={code}
                copyLabel={text.copySwitchOn(text.rules[rule].label)}
              />
              <CodeRow
                term={text.switchOff}
                help={text.switchOffHelp}
                code={SWITCH_OFF_CODE}
                copyLabel={text.copySwitchOff}
              />
            </dl>
            <p className="mt-4 text-sm text-ink-soft">{text.iphone}</p>
            <p className="mt-2 text-sm text-ink-soft">{text.standard}</p>
          </>
        ) : (
          <p className="mt-3 text-ink-soft">{text.hint}</p>
        )}
      </section>
    </div>
  );
}

/** One code to dial, selectable as a whole, with its 'Kopieren' button. */
function CodeRow(props: { term: string; help?: string; code: string; copyLabel: string }) {
  const toast = useToasts();
  const copy = async () => {
    if (await copyText(props.code)) toast.success(text.copied, { description: text.copiedText });
    else toast.error(text.copyFailed, { description: text.copyFailedText });
  };
  return (
    <div className="rounded-xl bg-slate-50 p-3 sm:p-4">
      <dt className="text-sm font-semibold text-ink">{props.term}</dt>
      {props.help ? <dd className="text-sm text-ink-soft">{props.help}</dd> : null}
      <dd className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <code className="font-mono text-base break-all text-ink select-all sm:text-lg">
          {props.code}
        </code>
        <button
          type="button"
          aria-label={props.copyLabel}
          onClick={() => void copy()}
          className="btn-secondary shrink-0"
        >
          <ClipboardCopy aria-hidden="true" className="size-4" />
          {text.copy}
        </button>
      </dd>
    </div>
  );
}
