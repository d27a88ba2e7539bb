import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INVALID_NAMES,
  NAME_MESSAGES,
  TOO_LONG_MESSAGES,
  VALID_MESSAGES,
  VALID_NAMES,
} from '../../tests/tables/demo-form-fields';
import {
  EMAIL_255,
  EMAIL_256,
  EMAIL_LOWER_CASE,
  INVALID_EMAILS,
  VALID_EMAILS,
} from '../../tests/tables/email';
import {
  cutToLength,
  MAX_LENGTH,
  toDemoRequest,
  validateAll,
  validateField,
} from './demo-form.schema';

/** The tables state the spec's messages; the schema answers codes. */
const NAME_CODE = {
  [NAME_MESSAGES.tooShort]: 'name.tooShort',
  [NAME_MESSAGES.tooLong]: 'name.tooLong',
  [NAME_MESSAGES.invalidChars]: 'name.invalidChars',
} as const;

describe('demo form rules (spec section 5): name', () => {
  it.each(VALID_NAMES.map((name) => [name]))('accepts %j', (name) => {
    expect(validateField('name', name)).toBeUndefined();
  });

  it.each(INVALID_NAMES)('refuses %j: "%s"', (name, message) => {
    expect(validateField('name', name)).toBe(NAME_CODE[message as keyof typeof NAME_CODE]);
  });

  it('blank counts as too short (the machine hides it until something is typed)', () => {
    expect(validateField('name', '')).toBe('name.tooShort');
  });
});

describe('demo form rules (spec section 5): e-mail', () => {
  it.each(VALID_EMAILS.map((email) => [email]))('accepts %j', (email) => {
    expect(validateField('email', email)).toBeUndefined();
  });

  it.each(INVALID_EMAILS.map((email) => [email]))('refuses %j', (email) => {
    expect(validateField('email', email)).toBe('email.invalid');
  });

  it('accepts 255 characters and refuses 256 as too long', () => {
    expect(EMAIL_255).toHaveLength(255);
    expect(EMAIL_256).toHaveLength(256);
    expect(validateField('email', EMAIL_255)).toBeUndefined();
    expect(validateField('email', EMAIL_256)).toBe('email.tooLong');
  });

  it('refuses blank and trims around an address', () => {
    expect(validateField('email', '')).toBe('email.invalid');
    expect(validateField('email', ' anna@example.ch ')).toBeUndefined();
  });

  it.each(EMAIL_LOWER_CASE)('sends %j as %j (lower case)', (typed, sent) => {
    expect(validateField('email', typed)).toBeUndefined();
    expect(toDemoRequest({ name: 'Anna', email: typed, message: '' }).email).toBe(sent);
  });
});

describe('demo form rules (spec section 5): message', () => {
  it.each(VALID_MESSAGES.map((message) => [message.length, message]))(
    'accepts %i characters',
    (_, message) => {
      expect(validateField('message', message)).toBeUndefined();
    },
  );

  it('counts a message trimmed: 1000 characters between spaces are fine', () => {
    // (The field itself holds at most 1000 characters as typed, spaces included.)
    expect(validateField('message', `  ${'x'.repeat(1000)}  `)).toBeUndefined();
  });

  it.each(TOO_LONG_MESSAGES.map((message) => [message.length, message]))(
    'refuses %i characters as too long',
    (_, message) => {
      expect(validateField('message', message)).toBe('message.tooLong');
    },
  );
});

describe('demo form rules: the rest', () => {
  it('falls back to "invalid" for a value that is not text at all', () => {
    expect(validateField('name', undefined as never)).toBe('invalid');
  });

  it('validates every field at once on submit; a blank message is fine', () => {
    expect(validateAll({ name: '', email: '', message: '' })).toEqual({
      name: 'name.tooShort',
      email: 'email.invalid',
    });
  });

  it('removes < and >, trims, cuts to 1000 characters and lower-cases the address', () => {
    expect(
      toDemoRequest({
        name: '  <Anna> Müller ',
        email: ' Anna.Mueller@Example.CH ',
        message: ` <script>alert(1)</script>${'y'.repeat(1200)}`,
      }),
    ).toEqual({
      name: 'Anna Müller',
      email: 'anna.mueller@example.ch',
      message: `scriptalert(1)/script${'y'.repeat(1000 - 'scriptalert(1)/script'.length)}`,
    });
  });

  it('the maxima are 100, 255 and 1000 characters', () => {
    expect(MAX_LENGTH).toEqual({ name: 100, email: 255, message: 1000 });
  });
});

/** True when the text has no lone UTF-16 surrogate (nothing cut in the middle of a character). */
function wellFormed(text: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

/** Any text a visitor could paste: ASCII with markup and spaces, or any Unicode character. */
const pasted = fc.oneof(
  fc.string({
    unit: fc.constantFrom('<', '>', ' ', '\t', '\n', 'a', 'ü', 'ß', '😀', 'x'),
    maxLength: 1300,
  }),
  fc.string({ unit: 'grapheme', maxLength: 1300 }),
  fc.string({ unit: 'binary', maxLength: 1100 }),
);
const values = fc.record({ name: pasted, email: pasted, message: pasted });

describe('what is sent, for any input (property-based)', () => {
  it('holds no < or >, is trimmed and at most 1000 characters long, in every field', () => {
    fc.assert(
      fc.property(values, (input) => {
        for (const sent of Object.values(toDemoRequest(input))) {
          expect(sent).not.toMatch(/[<>]/);
          expect(sent).toBe(sent.trim());
          expect(sent.length).toBeLessThanOrEqual(1000);
        }
      }),
    );
  });

  it('keeps the beginning: what is sent starts the input without < and >, trimmed', () => {
    fc.assert(
      fc.property(values, (input) => {
        const sent = toDemoRequest(input);
        for (const field of ['name', 'message'] as const) {
          const clean = input[field].replace(/[<>]/g, '').trim();
          expect(clean.startsWith(sent[field])).toBe(true);
          // Only what is past 1000 characters (and the spaces before the cut) is left out.
          if (clean.length <= 1000) expect(sent[field]).toBe(clean);
          // Past it: nothing before the cut is left out but the spaces that would end the text.
          else expect(clean.slice(sent[field].length, 999).trim()).toBe('');
        }
      }),
    );
  });

  it('sends the address in lower case, and sending it again changes nothing', () => {
    fc.assert(
      fc.property(values, (input) => {
        const sent = toDemoRequest(input);
        expect(sent.email).toBe(sent.email.toLowerCase());
        expect(toDemoRequest(sent)).toEqual(sent);
      }),
    );
  });

  it('never cuts a character in half (a surrogate pair stays whole)', () => {
    fc.assert(
      fc.property(values, (input) => {
        fc.pre(Object.values(input).every(wellFormed));
        for (const sent of Object.values(toDemoRequest(input))) expect(wellFormed(sent)).toBe(true);
      }),
    );
    expect(toDemoRequest({ name: '', email: '', message: `${'x'.repeat(999)}😀` }).message).toBe(
      'x'.repeat(999),
    );
  });
});

describe('cutToLength (input past a field’s maximum keeps its beginning)', () => {
  it('keeps text up to the maximum as it is and cuts longer text to its first characters', () => {
    fc.assert(
      fc.property(pasted, fc.integer({ min: 1, max: 1000 }), (text, max) => {
        const cut = cutToLength(text, max);
        expect(text.startsWith(cut)).toBe(true);
        expect(cut.length).toBeLessThanOrEqual(max);
        if (text.length <= max) expect(cut).toBe(text);
        else expect(cut.length).toBeGreaterThanOrEqual(max - 1);
        if (wellFormed(text)) expect(wellFormed(cut)).toBe(true);
      }),
    );
  });
});
