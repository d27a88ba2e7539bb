import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEMO_FORM_RULES,
  DEMO_FORM_SENT,
  EMAIL_255,
  EMAIL_256,
  FALLBACK_MESSAGE,
} from '../../tests/tables/input-rules';
import {
  cutToLength,
  MAX_LENGTH,
  toDemoRequest,
  validateAll,
  validateField,
} from './demo-form.schema';
import type { FieldErrorCode } from './demo-form.types';
import { SPEC_MESSAGE } from '../../tests/expected/demo-form.model';

const said = (code: FieldErrorCode | undefined) => (code ? SPEC_MESSAGE[code] : null);

describe('demo form rules (spec section 5), the table tests/tables/input-rules.ts', () => {
  it.each(DEMO_FORM_RULES.map((rule) => [rule.field, rule.why, rule.input, rule.rule] as const))(
    '%s, %s: %j → %j',
    (field, _, input, message) => {
      expect(said(validateField(field, input))).toBe(message);
    },
  );

  it('the boundaries are in the table: 1/2 and 100/101 names, 255/256 addresses, 1000/1001 messages', () => {
    const lengths = (field: string) =>
      new Set(DEMO_FORM_RULES.filter((rule) => rule.field === field).map((r) => r.input.length));
    for (const length of [1, 2, 100, 101]) expect(lengths('name')).toContain(length);
    for (const length of [255, 256]) expect(lengths('email')).toContain(length);
    for (const length of [1000, 1001]) expect(lengths('message')).toContain(length);
    expect(EMAIL_255).toHaveLength(255);
    expect(EMAIL_256).toHaveLength(256);
  });

  it.each(DEMO_FORM_SENT)('sends %s', (_, typed, sent) => {
    expect(validateAll(typed)).toEqual({});
    expect(toDemoRequest(typed)).toEqual(sent);
  });

  it('falls back to "Ungültige Eingabe" for a value that is not text at all', () => {
    expect(said(validateField('name', undefined as never))).toBe(FALLBACK_MESSAGE);
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
  it('holds no < or >, is trimmed, at most 1000 characters long and keeps the beginning; the address in lower case; sending it again changes nothing', () => {
    fc.assert(
      fc.property(values, (input) => {
        const sent = toDemoRequest(input);
        for (const text of Object.values(sent)) {
          expect(text).not.toMatch(/[<>]/);
          expect(text).toBe(text.trim());
          expect(text.length).toBeLessThanOrEqual(1000);
        }
        expect(sent.email).toBe(sent.email.toLowerCase());
        expect(toDemoRequest(sent)).toEqual(sent);
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
  it('what a field keeps (cut to its maximum) its rule never calls too long', () => {
    fc.assert(
      fc.property(pasted, fc.constantFrom('name', 'email', 'message'), (text, field) => {
        const kept = cutToLength(text, MAX_LENGTH[field]);
        expect(validateField(field, kept)).not.toBe(`${field}.tooLong`);
      }),
    );
  });

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
