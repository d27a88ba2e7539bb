import * as v from 'valibot';
import type { DemoRequest, Field, FieldErrorCode, FieldErrors, Values } from './demo-form.types';

/** Longest input each field accepts; typing past it is ignored (spec section 5). */
export const MAX_LENGTH: Record<Field, number> = { name: 100, email: 255, message: 1000 };

/** Every field is cut to this many characters before sending. */
export const SEND_LIMIT = 1000;

// Letters of any script (umlauts, ß, é …), whitespace, hyphen and both apostrophes: phones
// insert the typographic ’ by default, and a visitor must be able to type "O’Brien".
const NAME_PATTERN = /^[\p{L}\p{M}\s'’-]+$/u;

const rules: Record<Field, v.GenericSchema<string, string>> = {
  name: v.pipe(
    v.string('invalid'),
    v.trim(),
    v.minLength(2, 'name.tooShort'),
    v.maxLength(100, 'name.tooLong'),
    v.regex(NAME_PATTERN, 'name.invalidChars'),
  ),
  email: v.pipe(
    v.string('invalid'),
    v.trim(),
    v.email('email.invalid'),
    v.maxLength(255, 'email.tooLong'),
    v.toLowerCase(),
  ),
  message: v.pipe(v.string('invalid'), v.trim(), v.maxLength(1000, 'message.tooLong')),
};

const CODES = new Set<string>([
  'name.tooShort',
  'name.tooLong',
  'name.invalidChars',
  'email.invalid',
  'email.tooLong',
  'message.tooLong',
]);

/** The first rule a value breaks, as a code; undefined when it is valid. */
export function validateField(field: Field, value: string): FieldErrorCode | undefined {
  const result = v.safeParse(rules[field], value, { abortPipeEarly: true });
  if (result.success) return undefined;
  const message = result.issues[0]?.message ?? '';
  return CODES.has(message) ? (message as FieldErrorCode) : 'invalid';
}

/** Errors of every field at once, as on submit. */
export function validateAll(values: Values): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ['name', 'email', 'message'] as const) {
    const code = validateField(field, values[field]);
    if (code) errors[field] = code;
  }
  return errors;
}

/** Removes `<` and `>`, trims and cuts to 1000 characters; the address in lower case. */
export function toDemoRequest(values: Values): DemoRequest {
  const clean = (value: string) => value.replace(/[<>]/g, '').trim().slice(0, SEND_LIMIT);
  return {
    name: clean(values.name),
    email: clean(values.email).toLowerCase(),
    message: clean(values.message),
  };
}
