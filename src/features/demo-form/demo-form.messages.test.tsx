import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { demoFormMachine } from '@machines/demo-form/demo-form.machine';
import { validateField } from '@machines/demo-form/demo-form.schema';
import type { Field, FieldErrorCode } from '@machines/demo-form/demo-form.types';
import { DemoFormView, NAME_EARLY_PATTERN } from './demo-form.view';

/**
 * Spec section 5's messages as errors, which typing cannot reach: input past a field's maximum
 * is cut to it (the too-long message then shows as a note, not as an error: every row of
 * tests/tables/input-rules.ts in e2e/input-rules.spec.ts) and every value is a string (so the fallback never shows). The view
 * still maps each code the schema can return to the spec's text, written here literally.
 */
const MESSAGES: [Field, FieldErrorCode, string][] = [
  ['name', 'name.tooLong', 'Name darf maximal 100 Zeichen lang sein'],
  ['email', 'email.tooLong', 'E-Mail darf maximal 255 Zeichen lang sein'],
  ['message', 'message.tooLong', 'Nachricht darf maximal 1000 Zeichen lang sein'],
  ['name', 'invalid', 'Ungültige Eingabe'],
];

describe('demo form: the messages typing cannot reach (spec section 5)', () => {
  it.each(MESSAGES)('%s with %s shows "%s"', (field, code, message) => {
    const snapshot = demoFormMachine.resolveState({
      value: { editing: 'idle' },
      context: {
        values: { name: '', email: '', message: '' },
        errors: { [field]: code },
        cut: {},
        failure: null,
        request: null,
      },
    });
    const actor = createActor(demoFormMachine, { snapshot, input: {} }).start();
    render(<DemoFormView actorRef={actor} />);
    const input = screen.getByRole('textbox', {
      name: { name: /^Name/, email: /^E-Mail/, message: /^Nachricht/ }[field],
    });
    const errorId = input.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Testversion anfragen' })).toHaveProperty(
      'disabled',
      true,
    );
    actor.stop();
  });
});

/**
 * The name field's early answer (docs/start-up.md): before the form's code has come, the page's
 * inline script shows 'Name muss mindestens 2 Zeichen lang sein' under a field whose value fails
 * the field's `pattern`, and the form, adopting the value, renders the same; so the pattern must
 * fail exactly where the form's rules answer `name.tooShort` for a non-blank value (a blank field
 * shows no error), and for nothing else.
 */
describe("demo form: the name field's early answer agrees with the form's rules", () => {
  // As the browser applies `pattern`: the whole value, with the `v` flag.
  const early = new RegExp(`^(?:${NAME_EARLY_PATTERN})$`, 'v');
  // Blank, or one character once trimmed; then long enough, with spaces, digits, the maximum.
  const short = ['', ' ', '   ', 'A', ' A ', 'ß', '1', '<'];
  const long = ['Ab', 'A B', ' A b ', 'A1', 'R2-D2', 'Anna Muster', `A${' '.repeat(99)}`];
  it.each([...short, ...long])('%j', (value) => {
    const tooShort = value.trim() !== '' && validateField('name', value) === 'name.tooShort';
    expect(early.test(value)).toBe(!tooShort);
  });
});
