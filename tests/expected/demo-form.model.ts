import type { EventObject } from 'xstate';
import { contentRequestId, SendError } from '../../machines/demo-form/demo-form.machine';
import type {
  DemoFormContext,
  DemoRequestContent,
  Field,
  FieldErrorCode,
  FieldErrors,
} from '../../machines/demo-form/demo-form.types';
import type { UnitStep } from '../model/plan-test';
import { DEMO_FORM_RULES, DEMO_FORM_SENT } from '../tables/input-rules';

/*
 * What the demo form's machine does, written from the spec (sections 4, 5 and 8) with the rule
 * tables of tests/tables/input-rules.ts as its rule: what a typed value keeps, shows and breaks,
 * and what is sent for it, is looked up there, never computed by the schema.
 */

/** The schema answers codes; the view shows the spec's message for each (spec section 5). */
export const SPEC_MESSAGE: Record<FieldErrorCode, string> = {
  'name.tooShort': 'Name muss mindestens 2 Zeichen lang sein',
  'name.tooLong': 'Name darf maximal 100 Zeichen lang sein',
  'name.invalidChars': 'Name enthält ungültige Zeichen',
  'email.invalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'email.tooLong': 'E-Mail darf maximal 255 Zeichen lang sein',
  'message.tooLong': 'Nachricht darf maximal 1000 Zeichen lang sein',
  invalid: 'Ungültige Eingabe',
};

const CODE = new Map(Object.entries(SPEC_MESSAGE).map(([code, text]) => [text, code]));
const FIELDS: readonly Field[] = ['name', 'email', 'message'];

/** What is sent for a sample value that no row of DEMO_FORM_SENT has (spec section 5). */
const SENT_TOO: Partial<Record<Field, Record<string, string>>> = {
  name: { 'Anna Müller': 'Anna Müller' },
  message: { 'Hallo <Team>, bitte um Rückruf.': 'Hallo Team, bitte um Rückruf.' },
};

function rowFor(field: Field, input: string) {
  const row = DEMO_FORM_RULES.find((rule) => rule.field === field && rule.input === input);
  if (!row) throw new Error(`No row for ${field} ${JSON.stringify(input)} in the rule table`);
  return row;
}

const codeOf = (message: string | null): FieldErrorCode | undefined =>
  message === null ? undefined : (CODE.get(message) as FieldErrorCode);

function sentOf(field: Field, value: string): string {
  const sent =
    DEMO_FORM_SENT.find(([, typed]) => typed[field] === value)?.[2][field] ??
    SENT_TOO[field]?.[value];
  if (sent === undefined) throw new Error(`No sent value for ${field} ${JSON.stringify(value)}`);
  return sent;
}

export type DemoFormPhase = 'editing.idle' | 'editing.succeeded' | 'editing.failed' | 'submitting';

export interface DemoFormModel {
  phase: DemoFormPhase;
  context: DemoFormContext;
}

const at = (model: DemoFormModel, emitted: EventObject[] = []): UnitStep<DemoFormModel> => ({
  model,
  state: model.phase,
  context: model.context,
  emitted,
});

const empty = (): DemoFormContext => ({
  values: { name: '', email: '', message: '' },
  errors: {},
  cut: {},
  failure: null,
  request: null,
});

export const initialDemoForm = at({ phase: 'editing.idle', context: empty() });

/** A copy of `record` with `key` set to `value`, or without it when `value` is undefined. */
function withKey<T>(record: Partial<Record<Field, T>>, key: Field, value: T | undefined) {
  const next = { ...record };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/**
 * One event on the spec's form:
 * - a typed value keeps and shows what its row says (a blank field no error; past the maximum
 *   its first characters and the too-long note); a change that changes neither the value kept
 *   nor the note is none; while sending nothing is typed;
 * - a submit while a field shows an error does nothing (the button is disabled); otherwise the
 *   rules of the values kept decide: broken ones show their messages ('Eingabefehler'), else
 *   the cleaned content is sent, the last failure cleared, with the content's request id;
 * - success empties the form and forgets the request; a failure (the send's own kind, anything
 *   else thrown a network failure) or no answer in 60 s keeps everything and says which.
 */
export function stepDemoForm(model: DemoFormModel, event: EventObject): UnitStep<DemoFormModel> {
  const { phase, context } = model;
  const failed = (failure: 'status' | 'network' | 'timeout', detail: string) =>
    at({ phase: 'editing.failed', context: { ...context, failure } }, [
      { type: 'request.failed', failure, detail } as EventObject,
    ]);
  switch (event.type) {
    case 'field.change': {
      if (phase === 'submitting') return at(model);
      const { field, value } = event as EventObject & { field: Field; value: string };
      const { screen } = rowFor(field, value);
      const cut = screen.note !== null;
      if (screen.value === context.values[field] && cut === !!context.cut[field]) return at(model);
      return at({
        phase: 'editing.idle',
        context: {
          ...context,
          values: { ...context.values, [field]: screen.value },
          errors: withKey(context.errors, field, codeOf(screen.error)),
          cut: withKey(context.cut, field, cut ? true : undefined),
        },
      });
    }
    case 'form.submit': {
      if (phase === 'submitting' || Object.keys(context.errors).length > 0) return at(model);
      const errors: FieldErrors = {};
      for (const field of FIELDS) {
        const code = codeOf(rowFor(field, context.values[field]).rule);
        if (code) errors[field] = code;
      }
      if (Object.keys(errors).length > 0) {
        return at({ phase: 'editing.idle', context: { ...context, errors } }, [
          { type: 'form.rejected', errors } as EventObject,
        ]);
      }
      const content: DemoRequestContent = {
        name: sentOf('name', context.values.name),
        email: sentOf('email', context.values.email),
        message: sentOf('message', context.values.message),
      };
      const request = { ...content, requestId: contentRequestId(content) };
      return at({ phase: 'submitting', context: { ...context, failure: null, request } });
    }
    case 'xstate.done.actor.sendDemoRequest':
      return at({ phase: 'editing.succeeded', context: empty() }, [{ type: 'request.sent' }]);
    case 'xstate.error.actor.sendDemoRequest': {
      const { error } = event as EventObject & { error: Error };
      return failed(error instanceof SendError ? error.failure : 'network', error.message);
    }
    case 'xstate.after.sendTimeout.demoForm.submitting':
      return failed('timeout', 'timeout');
    default:
      throw new Error(`The demo form's model knows no event ${event.type}`);
  }
}
