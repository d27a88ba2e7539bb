import type { EventObject } from 'xstate';
import type { Field } from '../../machines/demo-form/demo-form.types';
import { DEMO_FORM_RULES, type ScreenAfterInput } from '../tables/input-rules';

/**
 * Test oracle for the demo form (spec sections 2, 4, 5, 8, 9): the screen each step of a path
 * must show, written from the spec and the rules' table (tests/tables/input-rules.ts), never
 * from the machine's context or tags. The oracle plays the spec's form along the path's events
 * (a value typed, a submit, an answer or the timeout); what a value shows and what a submit
 * says about it is looked up in the table. Nothing is read from `src/content/de`, the view's
 * selectors or the machine: a machine bug that moves the screen fails the replays.
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

/** Every toast title the form can raise: drivers count each one per step. */
export const DEMO_FORM_TOAST_TITLES: readonly string[] = Object.values(DEMO_FORM_TOASTS).map(
  (toast) => toast.title,
);

const FIELDS: Field[] = ['name', 'email', 'message'];

/** The table's row for a value typed into a field; the oracle knows no value outside it. */
function ruleFor(field: Field, input: string) {
  const row = DEMO_FORM_RULES.find((rule) => rule.field === field && rule.input === input);
  if (!row) {
    throw new Error(`No row for ${field} ${JSON.stringify(input)} in tests/tables/input-rules.ts`);
  }
  return row;
}

/** One step's screen and the toast it raises (by title; null: none). */
export interface ExpectedStep {
  ui: DemoFormUi;
  toast: string | null;
}

/**
 * The screens along a path's events (`xstate.init` first), by the spec:
 * - at first every field is empty, no message, '0/1000 Zeichen', 'Testversion anfragen' enabled;
 * - a value typed shows what the table says (kept value, error, note); a change that changes
 *   nothing on screen is none; while sending the fields are read-only and take no input;
 * - a submit while a field shows an error does nothing (the button is disabled); otherwise a
 *   field whose value breaks a rule shows its message, 'Eingabefehler', and the button stays
 *   disabled; with none, 'Wird gesendet...', disabled, the fields read-only;
 * - success clears every field, message and note ('Anfrage erfolgreich gesendet!'); a failure or
 *   no answer in time keeps every value ('Fehler beim Senden').
 */
export function expectedDemoFormScreens(events: readonly EventObject[]): ExpectedStep[] {
  const empty = (): ScreenAfterInput => ({ value: '', error: null, note: null });
  let shown: Record<Field, ScreenAfterInput> = { name: empty(), email: empty(), message: empty() };
  let sending = false;
  const screen = (toast: string | null): ExpectedStep => {
    const anyError = FIELDS.some((field) => shown[field].error !== null);
    const field = (name: Field): DemoFieldUi => ({
      value: shown[name].value,
      readOnly: sending,
      disabled: false,
      invalid: shown[name].error !== null,
      error: shown[name].error,
      note: shown[name].note,
    });
    return {
      ui: {
        fields: { name: field('name'), email: field('email'), message: field('message') },
        counter: `${shown.message.value.length}/1000 Zeichen`,
        submitLabel: sending ? 'Wird gesendet...' : 'Testversion anfragen',
        submitDisabled: sending || anyError,
      },
      toast,
    };
  };
  return events.map((event) => {
    if (event.type === 'xstate.init') return screen(null);
    if (event.type === 'field.change') {
      const { field, value } = event as EventObject & { field: Field; value: string };
      const next = ruleFor(field, value).screen;
      const now = shown[field];
      const changes = next.value !== now.value || (next.note !== null) !== (now.note !== null);
      if (!sending && changes) shown = { ...shown, [field]: { ...next } };
      return screen(null);
    }
    if (event.type === 'form.submit') {
      if (sending || FIELDS.some((field) => shown[field].error !== null)) return screen(null);
      const broken = FIELDS.filter((field) => ruleFor(field, shown[field].value).rule !== null);
      if (broken.length === 0) {
        sending = true;
        return screen(null);
      }
      shown = Object.fromEntries(
        FIELDS.map((field) => [
          field,
          { ...shown[field], error: ruleFor(field, shown[field].value).rule },
        ]),
      ) as Record<Field, ScreenAfterInput>;
      return screen(DEMO_FORM_TOASTS.invalid.title);
    }
    if (event.type.startsWith('xstate.done.actor.')) {
      sending = false;
      shown = { name: empty(), email: empty(), message: empty() };
      return screen(DEMO_FORM_TOASTS.sent.title);
    }
    if (event.type.startsWith('xstate.error.actor.') || event.type.startsWith('xstate.after.')) {
      sending = false;
      return screen(DEMO_FORM_TOASTS.failed.title);
    }
    throw new Error(`The demo form's oracle knows no event ${event.type}`);
  });
}
