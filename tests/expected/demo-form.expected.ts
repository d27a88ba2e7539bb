import type { EventObject } from 'xstate';
import type { Field } from '../../machines/demo-form/demo-form.types';
import { initialDemoForm, SPEC_MESSAGE, stepDemoForm, type DemoFormModel } from './demo-form.model';

/**
 * Test oracle for the demo form (spec sections 2, 4, 5, 8, 9): the screen each step of a path
 * must show, derived from the spec's form played along the path's events
 * (`demo-form.model.ts`, whose rule is the table of tests/tables/input-rules.ts), never from the
 * machine's context or tags. Nothing is read from `src/content/de` or the view's selectors: a
 * machine bug that moves the screen fails the replays.
 */

/** What a field gives a visitor and a screen reader. */
export interface DemoFieldUi {
  value: string;
  readOnly: boolean;
  disabled: boolean;
  /** `aria-invalid="true"`. */
  invalid: boolean;
  /** The error under the field (its `aria-describedby` text); null: none. */
  error: string | null;
  /** The note that the field's input was cut to its maximum; null: none. */
  note: string | null;
}

/** What the form shows, as text and states: the same shape is read from jsdom and Chromium. */
export interface DemoFormUi {
  fields: Record<Field, DemoFieldUi>;
  counter: string;
  submitLabel: string;
  submitDisabled: boolean;
}

/** The fields' visible labels (the message field is followed by '(optional)'). */
export const FIELD_LABELS: Record<Field, string> = {
  name: 'Name',
  email: 'E-Mail',
  message: 'Nachricht',
};

/** Spec section 8: the form's toasts, title and description. */
export const DEMO_FORM_TOASTS = {
  invalid: { title: 'Eingabefehler', description: 'Bitte überprüfen Sie Ihre Eingaben.' },
  failed: {
    title: 'Fehler beim Senden',
    description: 'Bitte versuchen Sie es später erneut oder kontaktieren Sie uns direkt.',
  },
  sent: {
    title: 'Anfrage erfolgreich gesendet!',
    description: 'Wir melden uns zeitnah bei Ihnen für die kostenlose Demo.',
  },
} as const;

/** One step's screen and the toast it raises (by title; null: none). */
export interface ExpectedStep {
  ui: DemoFormUi;
  toast: string | null;
}

const TOAST_OF: Record<string, string> = {
  'form.rejected': DEMO_FORM_TOASTS.invalid.title,
  'request.sent': DEMO_FORM_TOASTS.sent.title,
  'request.failed': DEMO_FORM_TOASTS.failed.title,
};

/**
 * The screen of the spec's form: every field shows its kept value, its rule's message and its
 * too-long note (the field's too-long message); the counter 'n/1000 Zeichen'; while sending the
 * fields are read-only and the button says 'Wird gesendet...', disabled; otherwise
 * 'Testversion anfragen', disabled while a field shows an error.
 */
function screenOf({ phase, context }: DemoFormModel): DemoFormUi {
  const sending = phase === 'submitting';
  const field = (name: Field): DemoFieldUi => {
    const code = context.errors[name];
    return {
      value: context.values[name],
      readOnly: sending,
      disabled: false,
      invalid: code !== undefined,
      error: code === undefined ? null : SPEC_MESSAGE[code],
      note: context.cut[name] ? SPEC_MESSAGE[`${name}.tooLong`] : null,
    };
  };
  return {
    fields: { name: field('name'), email: field('email'), message: field('message') },
    counter: `${context.values.message.length}/1000 Zeichen`,
    submitLabel: sending ? 'Wird gesendet...' : 'Testversion anfragen',
    submitDisabled: sending || Object.keys(context.errors).length > 0,
  };
}

/**
 * The screens along a path's events (`xstate.init` first), with the toast each raises:
 * 'Eingabefehler' for a submit refused by the rules, 'Anfrage erfolgreich gesendet!' for a
 * success (every field cleared), 'Fehler beim Senden' for a failure or no answer in time.
 */
export function expectedDemoFormScreens(events: readonly EventObject[]): ExpectedStep[] {
  let model = initialDemoForm.model;
  return events.map((event) => {
    if (event.type === 'xstate.init') return { ui: screenOf(model), toast: null };
    const step = stepDemoForm(model, event);
    model = step.model;
    const [said] = step.emitted;
    return { ui: screenOf(model), toast: said ? (TOAST_OF[said.type] ?? null) : null };
  });
}
