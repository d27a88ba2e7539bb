/**
 * The assistant's number on `/einrichten` (the call-forwarding guide), as a table written from
 * the issue: Swiss and Liechtenstein numbers in any usual notation, normalised to E.164; every
 * other value refused with a German message (literal here: a changed text fails the tests).
 * Swiss national numbers have 9 digits after the trunk 0, Liechtenstein's 7 after +423 (no
 * trunk 0); neither starts with 0 or 1 (ITU-T E.164 national plans of CH and LI).
 * Drives `machines/call-forwarding/call-forwarding.schema.test.ts`.
 */

export const NUMBER_MESSAGES = {
  empty: 'Bitte geben Sie die Nummer Ihres Assistenten ein.',
  invalidChars: 'Die Nummer darf nur Ziffern, Leerzeichen und die Zeichen + ( ) / - . enthalten.',
  misplacedPlus: 'Das Pluszeichen gehört nur an den Anfang, zum Beispiel +41 44 123 45 67.',
  noPrefix: 'Bitte geben Sie die Nummer mit Vorwahl ein, zum Beispiel 044 123 45 67.',
  foreignCountry: 'Es sind nur Schweizer (+41) und Liechtensteiner (+423) Nummern möglich.',
  tooShort:
    'Die Nummer ist zu kurz: Schweizer Nummern haben 10 Ziffern (044 123 45 67), Liechtensteiner 7 nach +423.',
  tooLong:
    'Die Nummer ist zu lang: Schweizer Nummern haben 10 Ziffern (044 123 45 67), Liechtensteiner 7 nach +423.',
  unknownRange: 'Diese Nummer gibt es in der Schweiz und in Liechtenstein nicht.',
} as const;

/** Numbers the guide accepts, and their E.164 form. */
export const VALID_NUMBERS: readonly (readonly [typed: string, e164: string])[] = [
  ['044 123 45 67', '+41441234567'],
  ['0441234567', '+41441234567'],
  ['+41 44 123 45 67', '+41441234567'],
  ['+41441234567', '+41441234567'],
  ['0041441234567', '+41441234567'],
  ['0041 44 123 45 67', '+41441234567'],
  ['+41 (0)44 123 45 67', '+41441234567'],
  ['+41 (0) 44 123 45 67', '+41441234567'],
  ['+41 044 123 45 67', '+41441234567'],
  ['(044) 123 45 67', '+41441234567'],
  ['044/123 45 67', '+41441234567'],
  ['044-123-45-67', '+41441234567'],
  ['044.123.45.67', '+41441234567'],
  ['  044 123 45 67  ', '+41441234567'],
  ['044\u00a0123\u00a045\u00a067', '+41441234567'],
  ['079 555 12 34', '+41795551234'],
  ['0800 123 456', '+41800123456'],
  // The lowest and highest first digit of a national number.
  ['021 000 00 00', '+41210000000'],
  ['099 999 99 99', '+41999999999'],
  ['+423 234 56 78', '+4232345678'],
  ['00423 2345678', '+4232345678'],
  ['+4232345678', '+4232345678'],
  ['+423 (234) 56 78', '+4232345678'],
  ['+423 999 99 99', '+4239999999'],
];

/** Numbers the guide refuses, and the message under the field. */
export const INVALID_NUMBERS: readonly (readonly [typed: string, message: string])[] = [
  ['', NUMBER_MESSAGES.empty],
  ['   ', NUMBER_MESSAGES.empty],
  ['044 123 45 6a', NUMBER_MESSAGES.invalidChars],
  ['O44 123 45 67', NUMBER_MESSAGES.invalidChars],
  ['Nummer folgt', NUMBER_MESSAGES.invalidChars],
  ['044_123_45_67', NUMBER_MESSAGES.invalidChars],
  ['044 123 45 67 #', NUMBER_MESSAGES.invalidChars],
  ['044+123 45 67', NUMBER_MESSAGES.misplacedPlus],
  ['++41 44 123 45 67', NUMBER_MESSAGES.misplacedPlus],
  ['44 123 45 67', NUMBER_MESSAGES.noPrefix],
  ['41441234567', NUMBER_MESSAGES.noPrefix],
  ['234 56 78', NUMBER_MESSAGES.noPrefix],
  ['+49 30 1234567', NUMBER_MESSAGES.foreignCountry],
  ['0049 30 1234567', NUMBER_MESSAGES.foreignCountry],
  ['+43 1 234 56 78', NUMBER_MESSAGES.foreignCountry],
  ['+1 212 555 0100', NUMBER_MESSAGES.foreignCountry],
  ['+424 234 56 78', NUMBER_MESSAGES.foreignCountry],
  // Boundaries: one digit fewer and one more than a Swiss (9) or Liechtenstein (7) number.
  ['044 123 45 6', NUMBER_MESSAGES.tooShort],
  ['044 123 45 678', NUMBER_MESSAGES.tooLong],
  ['+41 44 123 45 6', NUMBER_MESSAGES.tooShort],
  ['+41 44 123 45 678', NUMBER_MESSAGES.tooLong],
  ['+423 234 56 7', NUMBER_MESSAGES.tooShort],
  ['+423 234 56 789', NUMBER_MESSAGES.tooLong],
  ['00423 234567', NUMBER_MESSAGES.tooShort],
  ['0', NUMBER_MESSAGES.tooShort],
  ['+', NUMBER_MESSAGES.tooShort],
  ['+4', NUMBER_MESSAGES.tooShort],
  ['+42', NUMBER_MESSAGES.tooShort],
  ['0041', NUMBER_MESSAGES.tooShort],
  ['+41 (0)', NUMBER_MESSAGES.tooShort],
  ['044 123 45 67 89 01 23', NUMBER_MESSAGES.tooLong],
  // A national number starting with 0 or 1 (below 2) is no subscriber's.
  ['011 234 56 78', NUMBER_MESSAGES.unknownRange],
  ['+41 0044 123 456', NUMBER_MESSAGES.unknownRange],
  ['+423 034 56 78', NUMBER_MESSAGES.unknownRange],
  ['+423 134 56 78', NUMBER_MESSAGES.unknownRange],
];
