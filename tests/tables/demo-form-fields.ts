/**
 * The demo form's name and message rules (spec section 5), as tables of values with the
 * message each must show, written out literally (the spec is the oracle). Boundaries on both
 * sides: 1/2 and 100/101 characters for the name, 1000/1001 for the message.
 */

export const NAME_MESSAGES = {
  tooShort: 'Name muss mindestens 2 Zeichen lang sein',
  tooLong: 'Name darf maximal 100 Zeichen lang sein',
  invalidChars: 'Name enthält ungültige Zeichen',
} as const;

export const MESSAGE_TOO_LONG = 'Nachricht darf maximal 1000 Zeichen lang sein';

/** Names the form accepts: letters (umlauts, ß, other scripts), whitespace, hyphen, apostrophe. */
export const VALID_NAMES: readonly string[] = [
  'Al',
  'Jo',
  'Anna Müller',
  'Jürg Müller-Weiß',
  'Björn Ärmel',
  'Zoë Öztürk',
  'Ursula Straßburger',
  "O'Brien",
  'O’Brien',
  'Jean-Luc Picard',
  'François Séverin',
  'Zoe\u0308 Mu\u0308ller',
  'Anna\tMaria',
  '  Anna  ',
  'x'.repeat(100),
  'Ä'.repeat(100),
];

/** Names the form refuses, each with the spec's message. */
export const INVALID_NAMES: readonly (readonly [name: string, message: string])[] = [
  ['A', NAME_MESSAGES.tooShort],
  ['ß', NAME_MESSAGES.tooShort],
  ['  A  ', NAME_MESSAGES.tooShort],
  ['x'.repeat(101), NAME_MESSAGES.tooLong],
  ['1Anna', NAME_MESSAGES.invalidChars],
  ['Anna2', NAME_MESSAGES.invalidChars],
  ['R2-D2', NAME_MESSAGES.invalidChars],
  ['Anna!', NAME_MESSAGES.invalidChars],
  ['Anna_Maria', NAME_MESSAGES.invalidChars],
  ['Dr. Anna', NAME_MESSAGES.invalidChars],
  ['anna@example.ch', NAME_MESSAGES.invalidChars],
  ['Anna <b>', NAME_MESSAGES.invalidChars],
  ['Anna & Ben', NAME_MESSAGES.invalidChars],
  ['Anna (CEO)', NAME_MESSAGES.invalidChars],
  ['Anna 😀', NAME_MESSAGES.invalidChars],
];

/** Messages the form accepts (optional field; trimmed before its length counts). */
export const VALID_MESSAGES: readonly string[] = [
  'x',
  'Hallo <Team>, bitte um Rückruf.',
  'x'.repeat(999),
  'x'.repeat(1000),
];

/** Messages past the maximum: 'Nachricht darf maximal 1000 Zeichen lang sein'. */
export const TOO_LONG_MESSAGES: readonly string[] = ['x'.repeat(1001), 'y'.repeat(2000)];
