import { describe, expect, it } from 'vitest';
import { toDemoRequest, validateAll, validateField } from './demo-form.schema';

describe('demo form rules (spec section 5)', () => {
  it.each([
    ['', 'name.tooShort'],
    ['A', 'name.tooShort'],
    ['  A  ', 'name.tooShort'],
    ['Al', undefined],
    ['Jürg Müller-Weiß', undefined],
    ["O'Brien", undefined],
    ['O’Brien', undefined],
    ['François Séverin', undefined],
    ['Zoe\u0308 Mu\u0308ller', undefined],
    ['1Anna', 'name.invalidChars'],
    ['x'.repeat(100), undefined],
    ['x'.repeat(101), 'name.tooLong'],
    ['R2-D2', 'name.invalidChars'],
    ['Anna <b>', 'name.invalidChars'],
    ['anna@example.ch', 'name.invalidChars'],
  ])('name %j → %s', (value, code) => {
    expect(validateField('name', value)).toBe(code);
  });

  it.each([
    ['', 'email.invalid'],
    ['anna@', 'email.invalid'],
    ['anna.example.ch', 'email.invalid'],
    ['Anna.Mueller@Example.CH', undefined],
    [' anna@example.ch ', undefined],
    [`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.ch`, 'email.tooLong'],
  ])('email %j → %s', (value, code) => {
    expect(validateField('email', value)).toBe(code);
  });

  it.each([
    ['', undefined],
    ['x'.repeat(1000), undefined],
    ['x'.repeat(1001), 'message.tooLong'],
    [`  ${'x'.repeat(1000)}  `, undefined],
  ])('message of %#', (value, code) => {
    expect(validateField('message', value)).toBe(code);
  });

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
});
