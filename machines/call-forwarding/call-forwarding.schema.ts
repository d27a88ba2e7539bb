import * as v from 'valibot';

/**
 * Why a typed number is not one the assistant can have, as a code (views map it to German):
 * checked in this order, so the first that applies is the one shown.
 */
export type NumberErrorCode =
  | 'empty'
  | 'invalidChars'
  | 'misplacedPlus'
  | 'noPrefix'
  | 'foreignCountry'
  | 'tooShort'
  | 'tooLong'
  | 'unknownRange';

/** Switzerland and Liechtenstein: country code and the length of the national number. */
const COUNTRIES = [
  { code: '41', digits: 9 },
  { code: '423', digits: 7 },
] as const;

type Dialled =
  | { kind: 'number'; country: (typeof COUNTRIES)[number]; national: string }
  | { kind: 'noPrefix' | 'foreign' | 'incomplete' };

// Digits, the separators people write (spaces, also non-breaking ones, slash, hyphen, dot,
// brackets) and the plus of an international number.
const ALLOWED = /^[\d\s+()/.-]+$/u;

/**
 * What a number in a usual notation dials: `0…` is Swiss (national), `+…` and `00…` name the
 * country. A trunk `0` after +41 is dropped (`+41 (0)44 …`, `+41 044 …`); Liechtenstein has none.
 */
function dialled(typed: string): Dialled {
  const compact = typed.replace(/[^\d+]/g, '');
  const international = /^(?:\+|00)(\d*)$/.exec(compact);
  if (!international) {
    return compact.startsWith('0')
      ? { kind: 'number', country: COUNTRIES[0], national: compact.slice(1) }
      : { kind: 'noPrefix' };
  }
  const digits = international[1] ?? '';
  const country = COUNTRIES.find((candidate) => digits.startsWith(candidate.code));
  if (!country) {
    const started = COUNTRIES.some((candidate) => candidate.code.startsWith(digits));
    return { kind: started ? 'incomplete' : 'foreign' };
  }
  const rest = digits.slice(country.code.length);
  const national = country.code === '41' ? rest.replace(/^0/, '') : rest;
  return { kind: 'number', country, national };
}

const nationalOf = (number: Dialled) => (number.kind === 'number' ? number.national : '');

/**
 * The assistant's number: a Swiss or Liechtenstein number in any usual notation, to E.164
 * (`044 123 45 67` → `+41441234567`, `+423 234 56 78` → `+4232345678`). National numbers
 * have 9 digits in Switzerland and 7 in Liechtenstein and never start with 0 or 1.
 */
export const assistantNumberSchema = v.pipe(
  v.string('invalidChars'),
  v.trim(),
  v.nonEmpty('empty'),
  v.regex(ALLOWED, 'invalidChars'),
  v.check((typed) => !typed.slice(1).includes('+'), 'misplacedPlus'),
  v.transform(dialled),
  v.check((number) => number.kind !== 'noPrefix', 'noPrefix'),
  v.check((number) => number.kind !== 'foreign', 'foreignCountry'),
  v.check(
    (number) => number.kind === 'number' && number.national.length >= number.country.digits,
    'tooShort',
  ),
  v.check(
    (number) => number.kind === 'number' && number.national.length <= number.country.digits,
    'tooLong',
  ),
  v.check((number) => /^[2-9]/.test(nationalOf(number)), 'unknownRange'),
  v.transform((number) =>
    number.kind === 'number' ? `+${number.country.code}${number.national}` : '',
  ),
);

const CODES = new Set<string>([
  'empty',
  'invalidChars',
  'misplacedPlus',
  'noPrefix',
  'foreignCountry',
  'tooShort',
  'tooLong',
  'unknownRange',
]);

export type ParsedNumber = { ok: true; number: string } | { ok: false; error: NumberErrorCode };

/** The typed number in E.164, or the first rule it breaks. */
export function parseAssistantNumber(typed: string): ParsedNumber {
  const result = v.safeParse(assistantNumberSchema, typed, { abortPipeEarly: true });
  if (result.success) return { ok: true, number: result.output };
  const message = result.issues[0]?.message ?? '';
  return { ok: false, error: CODES.has(message) ? (message as NumberErrorCode) : 'invalidChars' };
}
