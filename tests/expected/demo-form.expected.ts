import type { AnyMachineSnapshot } from 'xstate';
import type {
  DemoFormContext,
  Field,
  FieldErrorCode,
} from '../../machines/demo-form/demo-form.types';

/**
 * Test oracle for the demo form (spec sections 2, 4, 5, 8, 9): what a state of the form machine
 * must show, with the spec's German texts written here. Nothing is read from `src/content/de` or
 * the view's selectors: a typo in the copy, or a selector that lies, fails the replays.
 */

/** What the form shows, as text: the same shape is read from jsdom and from Chromium. */
export interface DemoFormUi {
  values: Record<Field, string>;
  errors: Record<Field, string | null>;
  /** The note under a field whose input was cut to its maximum (its too-long message). */
  notes: Record<Field, string | null>;
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

/** Spec section 5: the message under a field, per validation outcome. */
const ERROR_TEXT: Record<FieldErrorCode, string> = {
  'name.tooShort': 'Name muss mindestens 2 Zeichen lang sein',
  'name.tooLong': 'Name darf maximal 100 Zeichen lang sein',
  'name.invalidChars': 'Name enthält ungültige Zeichen',
  'email.invalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'email.tooLong': 'E-Mail darf maximal 255 Zeichen lang sein',
  'message.tooLong': 'Nachricht darf maximal 1000 Zeichen lang sein',
  invalid: 'Ungültige Eingabe',
};

/**
 * Spec section 5: input past a field's maximum keeps its first characters and the field says
 * so with its too-long message (the "input beyond the maximum is ignored" rule, made visible).
 */
const CUT_NOTE: Record<Field, string> = {
  name: 'Name darf maximal 100 Zeichen lang sein',
  email: 'E-Mail darf maximal 255 Zeichen lang sein',
  message: 'Nachricht darf maximal 1000 Zeichen lang sein',
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

/** The UI a state of the form machine must show. */
export function expectedDemoFormUi(snapshot: AnyMachineSnapshot): DemoFormUi {
  const { values, errors, cut } = snapshot.context as DemoFormContext;
  // Spec section 4: 'Wird gesendet...' and disabled while submitting; also disabled while any
  // field shows an error.
  const sending = snapshot.hasTag('busy');
  const showsError = FIELDS.some((field) => errors[field] !== undefined);
  return {
    values: { ...values },
    errors: {
      name: errors.name ? ERROR_TEXT[errors.name] : null,
      email: errors.email ? ERROR_TEXT[errors.email] : null,
      message: errors.message ? ERROR_TEXT[errors.message] : null,
    },
    notes: {
      name: cut.name ? CUT_NOTE.name : null,
      email: cut.email ? CUT_NOTE.email : null,
      message: cut.message ? CUT_NOTE.message : null,
    },
    counter: `${values.message.length}/1000 Zeichen`,
    submitLabel: sending ? 'Wird gesendet...' : 'Testversion anfragen',
    submitDisabled: sending || showsError,
  };
}

/** The toast title a path step must raise, by the event that led to the state. */
export function expectedDemoFormToast(
  eventType: string,
  snapshot: AnyMachineSnapshot,
): string | null {
  if (eventType.startsWith('xstate.done.actor.')) return DEMO_FORM_TOASTS.sent.title;
  if (eventType.startsWith('xstate.error.actor.') || eventType.startsWith('xstate.after.')) {
    return DEMO_FORM_TOASTS.failed.title;
  }
  // A submit that does not start sending was refused by validation.
  if (eventType === 'form.submit' && !snapshot.hasTag('busy'))
    return DEMO_FORM_TOASTS.invalid.title;
  return null;
}

/** The visible facts a driver asserted when the screen matched `ui` and the step's toast. */
export function demoFormFacts(ui: DemoFormUi, toast: string | null): string[] {
  return [
    ...FIELDS.map((field) => `field "${FIELD_LABELS[field]}" shows "${ui.values[field]}"`),
    ...FIELDS.map((field) => {
      const error = ui.errors[field];
      return error
        ? `error under "${FIELD_LABELS[field]}": "${error}"`
        : `no error under "${FIELD_LABELS[field]}"`;
    }),
    ...FIELDS.flatMap((field) => {
      const note = ui.notes[field];
      return note ? [`note under "${FIELD_LABELS[field]}": "${note}"`] : [];
    }),
    `counter "${ui.counter}"`,
    `button "${ui.submitLabel}" ${ui.submitDisabled ? 'disabled' : 'enabled'}`,
    toast ? `toast "${toast}" raised once` : 'no new toast',
  ];
}
