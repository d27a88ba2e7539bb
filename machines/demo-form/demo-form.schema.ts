import * as v from 'valibot';
import type {
  DemoRequestContent,
  Field,
  FieldErrorCode,
  FieldErrors,
  Values,
} from './demo-form.types';

/**
 * Longest input each field accepts (spec section 5). Input past it is cut to it: the field keeps
 * its first characters and shows the too-long message (docs/decisions/0017-demo-form-input.md).
 */
export const MAX_LENGTH: Record<Field, number> = { name: 100, email: 255, message: 1000 };

/** Every field is cut to this many characters before sending. */
export const SEND_LIMIT = 1000;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * The first `max` characters (UTF-16 code units, as the counter and the browser count) of
 * `value`, or one fewer where the cut would split a character made of two (an emoji): never
 * half a character.
 */
export function cutToLength(value: string, max: number): string {
  if (value.length <= max) return value;
  return value.slice(0, isHighSurrogate(value.charCodeAt(max - 1)) ? max - 1 : max);
}

// RFC 5321's atext (letters, digits and !#$%&'*+/=?^_`{|}~-) and, by RFC 6531, the letters,
// marks and digits of every other script.
const ATEXT = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~-]";
// A domain label: letters, marks and digits of any script (internationalised domains), hyphens
// only inside (so the ASCII form `xn--mller-kva` too).
const LABEL = '[\\p{L}\\p{M}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]*[\\p{L}\\p{M}\\p{N}])?';
// A top-level domain: two letters or more, or the ASCII form of an internationalised one.
const TLD = '(?:[\\p{L}\\p{M}]{2,}|xn--[a-z0-9-]*[a-z0-9])';
// Dot-atom local part, `@`, at least two labels: no quoted local parts, no address literals,
// no host without a dot (`anna@example`), no space anywhere.
const EMAIL_PATTERN = new RegExp(`^${ATEXT}+(?:\\.${ATEXT}+)*@(?:${LABEL}\\.)+${TLD}$`, 'iu');

/**
 * An address a visitor can be written to: RFC 5321's dot-atom form with RFC 6531's
 * internationalised local parts and domains (Swiss umlaut domains, and their `xn--` form), a
 * local part of at most 64 characters and labels of at most 63 (RFC 5321 4.5.3.1; counted in
 * characters, not in the octets of the ASCII form).
 */
export function isEmailAddress(value: string): boolean {
  if (!EMAIL_PATTERN.test(value)) return false;
  const at = value.lastIndexOf('@');
  return (
    at <= 64 &&
    value
      .slice(at + 1)
      .split('.')
      .every((label) => label.length <= 63)
  );
}

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
    v.maxLength(255, 'email.tooLong'),
    v.check(isEmailAddress, 'email.invalid'),
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

/**
 * Removes `<` and `>`, trims and cuts to 1000 characters (and trims what the cut left at the
 * end); the address in lower case.
 */
export function toDemoRequest(values: Values): DemoRequestContent {
  const clean = (value: string) =>
    cutToLength(value.replace(/[<>]/g, '').trim(), SEND_LIMIT).trimEnd();
  return {
    name: clean(values.name),
    email: clean(values.email).toLowerCase(),
    message: clean(values.message),
  };
}
