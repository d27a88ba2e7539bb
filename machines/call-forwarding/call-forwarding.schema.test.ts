import { describe, expect, it } from 'vitest';
import { callForwarding } from '@/content/de/call-forwarding';
import { INVALID_NUMBERS, VALID_NUMBERS } from '../../tests/tables/assistant-numbers';
import { parseAssistantNumber } from './call-forwarding.schema';

/**
 * The table tests/tables/assistant-numbers.ts: each valid number's E.164 form, and for each
 * invalid one the message the page shows under the field (the code's text from the content
 * module, compared with the table's literal text).
 */
describe("the assistant's number (/einrichten)", () => {
  it.each(VALID_NUMBERS)('%j → %s', (typed, e164) => {
    expect(parseAssistantNumber(typed)).toEqual({ ok: true, number: e164 });
  });

  it.each(INVALID_NUMBERS)('%j → %s', (typed, message) => {
    const parsed = parseAssistantNumber(typed);
    expect(parsed.ok ? parsed.number : callForwarding.errors[parsed.error]).toBe(message);
  });

  it('has the length boundaries on both sides: 8/9/10 Swiss and 6/7/8 Liechtenstein digits', () => {
    const typed = (rows: readonly (readonly [string, string])[]) => rows.map(([value]) => value);
    expect(typed(VALID_NUMBERS)).toEqual(
      expect.arrayContaining(['044 123 45 67', '+423 234 56 78']),
    );
    expect(typed(INVALID_NUMBERS)).toEqual(
      expect.arrayContaining([
        '044 123 45 6',
        '044 123 45 678',
        '+423 234 56 7',
        '+423 234 56 789',
      ]),
    );
  });

  it('falls back to the characters message for a value that is not text at all', () => {
    expect(parseAssistantNumber(undefined as never)).toEqual({ ok: false, error: 'invalidChars' });
  });
});
