/**
 * Every input rule of the site as tables, written from the product spec (sections 4, 5, 8 and
 * 9; German messages literal; decision 0023) and, for e-mail, from RFC 5321/6531. One module
 * drives the schema test (`machines/demo-form/demo-form.schema.test.ts`), the demo form's path
 * oracle (`tests/expected/demo-form.model.ts`, samples in `demo-form.paths.ts`), the form's
 * messages (`src/features/demo-form/demo-form.messages.test.tsx`), the waiting list's address
 * rule, the built form row by row (`e2e/input-rules.spec.ts`) and the call's typed message
 * (`machines/call/call.features.test.ts`).
 * Nothing here is read from the product: a changed rule or text fails the tests.
 *
 * Where the spec is silent the choice is the decisions': names are letters of any script and
 * both apostrophes (docs/decisions/0002-name-rule.md); input past a field's maximum keeps its
 * first characters and the field shows its too-long message as a note, not an error; the e-mail
 * rule is RFC 5321's dot-atom form with RFC 6531's UTF-8, a dot in the domain, no quoted local
 * parts and no address literals (docs/decisions/0017-demo-form-input.md); decision 0023 says how
 * the tables are used.
 */

/*
 * E-mail sources: the spec, RFC 5321 (SMTP: dot-atom local parts, domain names, 64-octet local
 * part, 63-octet labels), RFC 6531 (SMTPUTF8: UTF-8 in the local part and the domain),
 * RFC 5890/3492 (IDNA: the ASCII form `xn--…` of an internationalised label) and the examples
 * of RFC 3696 section 3.
 */

// ---- Name and message (spec section 5) ----

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

// ---- E-mail (spec section 5) ----

/** Spec section 8: the message under the field for an address that is not one. */
export const EMAIL_INVALID_MESSAGE = 'Bitte geben Sie eine gültige E-Mail-Adresse ein';
/** Spec section 5: the message for an address past 255 characters. */
export const EMAIL_TOO_LONG_MESSAGE = 'E-Mail darf maximal 255 Zeichen lang sein';

/** Addresses the form accepts. */
export const VALID_EMAILS: readonly string[] = [
  // The spec's own and everyday ones.
  'anna@example.ch',
  'Anna.Mueller@Example.CH',
  'juerg@beispiel.ch',
  'a@b.co',
  'first.last@sub.example.co.uk',
  'info@my-company.ch',
  'anna+demo@example.ch',
  "o'brien@example.ie",
  '1234@123.example.com',
  // Swiss and German internationalised domains, and their ASCII (punycode) form.
  'info@müller.ch',
  'info@xn--mller-kva.ch',
  'Info@MÜLLER.CH',
  'kontakt@bäckerei-zürich.ch',
  'kontakt@xn--bckerei-zrich-bfb28a.ch',
  'post@straße.de',
  // RFC 3696 section 3: every character of RFC 5321's atext is allowed in a local part.
  'customer/department=shipping@example.com',
  '$A12345@example.com',
  '!def!xyz%abc@example.com',
  '_somename@example.com',
  'user-{tag}|~`^@example.com',
  // RFC 6531 / RFC 6530: UTF-8 local parts and domains, and a punycode top-level domain.
  'jürg@müller.ch',
  'Dörte@Sörensen.example.com',
  'коля@пример.рф',
  'коля@xn--e1afmkfd.xn--p1ai',
  'θσερ@εχαμπλε.ψομ',
  '用户@例子.广告',
  'अजय@डाटा.भारत',
  // Boundaries of RFC 5321: a 64-character local part, a 63-character label.
  `${'a'.repeat(64)}@example.ch`,
  `anna@${'b'.repeat(63)}.ch`,
];

/** Addresses the form refuses with 'Bitte geben Sie eine gültige E-Mail-Adresse ein'. */
export const INVALID_EMAILS: readonly string[] = [
  // No dot in the domain: a host name, not an address anyone can write to from outside.
  'anna@example',
  'anna@localhost',
  'info@müller',
  // Not one @, or nothing on one side of it.
  'anna.example.ch',
  'anna@',
  '@example.ch',
  'anna@@example.ch',
  'A@b@c@example.com',
  // Spaces anywhere, also quoted (RFC 5321 allows quoted local parts; a form does not need them).
  'anna example@example.ch',
  'anna@exa mple.ch',
  'anna@example.ch ch',
  '"john doe"@example.com',
  '"anna"@example.ch',
  // Dots: leading, trailing, doubled (local part and domain).
  '.anna@example.ch',
  'anna.@example.ch',
  'an..na@example.ch',
  'anna@.example.ch',
  'anna@example.ch.',
  'anna@example..ch',
  // Labels: a hyphen at either end, characters no host name has.
  'anna@-example.ch',
  'anna@example-.ch',
  'anna@exam_ple.ch',
  'anna@exa!mple.ch',
  // Top-level domain: one letter, digits only.
  'anna@example.c',
  'anna@example.123',
  // RFC 3696's invalid examples: specials unquoted.
  'Abc.example.com',
  'a"b(c)d,e:f;g<h>i[j\\k]l@example.com',
  'anna<script>@example.ch',
  'anna@exam<ple>.ch',
  // An address literal: valid SMTP (RFC 5321 4.1.3), but a business contact has a domain.
  'anna@[192.0.2.1]',
  'anna@192.0.2.1',
  // Past RFC 5321's limits: a 65-character local part, a 64-character label.
  `${'a'.repeat(65)}@example.ch`,
  `anna@${'b'.repeat(64)}.ch`,
];

/** 255 characters: the longest address the form accepts (64 + 1 + 190). */
export const EMAIL_255 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.ch`;
/** 256 characters, otherwise well formed: 'E-Mail darf maximal 255 Zeichen lang sein'. */
export const EMAIL_256 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.ch`;

/** Spec section 5: "converted to lower case" (what is sent). */
export const EMAIL_LOWER_CASE: readonly (readonly [typed: string, sent: string])[] = [
  ['Anna.Mueller@Example.CH', 'anna.mueller@example.ch'],
  ['Info@MÜLLER.CH', 'info@müller.ch'],
  ['  Dörte@Sörensen.Example.com ', 'dörte@sörensen.example.com'],
];

/** Spec section 5: the fallback field error (a value that is not text at all). */
export const FALLBACK_MESSAGE = 'Ungültige Eingabe';

// ---- The rows: every value with what the rule says and what the screen shows ----

export type RuleField = 'name' | 'email' | 'message';

/** What the form shows after a value is pasted into the empty field (one input event). */
export interface ScreenAfterInput {
  /** The field's value: the input, or its first characters past the field's maximum. */
  value: string;
  /** The message under the field, an error (`aria-invalid="true"`); null: none. */
  error: string | null;
  /** The too-long note when the input was cut: no error, `aria-invalid` unset; null: none. */
  note: string | null;
}

export interface InputRuleRow {
  field: RuleField;
  /** Why the row is here (test names). */
  why: string;
  input: string;
  /** The spec's message for the value as a whole (validation on submit); null: valid. */
  rule: string | null;
  /** What a visitor and a screen reader get after pasting `input`. */
  screen: ScreenAfterInput;
}

const MAX: Record<RuleField, number> = { name: 100, email: 255, message: 1000 };

/** What the form shows after the paste: the field's value, its error and its note. */
const shows = (value: string, error: string | null, note: string | null) => ({
  value,
  error,
  note,
});
/** A blank or trimmed value: no message while typing. */
const quiet = (value: string) => shows(value, null, null);

/** A row; unless `screen` says otherwise (a cut input, a blank field), the rule's message shows. */
function row(
  field: RuleField,
  why: string,
  input: string,
  rule: string | null,
  screen: ScreenAfterInput = shows(input, rule, null),
): InputRuleRow {
  if (screen.value === input && input.length > MAX[field]) {
    throw new Error(`${why}: give the screen of a cut input`);
  }
  return { field, why, input, rule, screen };
}

const NAME_TOO_LONG = NAME_MESSAGES.tooLong;
const cutMessage = (input: string, value: string) =>
  row(
    'message',
    `${input.length} characters: the first ${value.length} kept, with the note`,
    input,
    MESSAGE_TOO_LONG,
    shows(value, null, MESSAGE_TOO_LONG),
  );

/**
 * Every value of the demo form's rules (spec section 5) with its message, boundaries on both
 * sides. A blank field shows no error (spec section 4: "a blank field has its error cleared"),
 * though on submit a blank name is too short and a blank address no address.
 */
export const DEMO_FORM_RULES: readonly InputRuleRow[] = [
  ...VALID_NAMES.map((name) => row('name', 'a valid name', name, null)),
  ...INVALID_NAMES.map(([name, message]) => row('name', 'an invalid name', name, message)),
  // Name boundaries (1/2 characters: the lists above): trimmed first, 100/101, blank.
  row('name', '1 character between spaces (trimmed)', '   A   ', NAME_MESSAGES.tooShort),
  row('name', '2 characters between spaces (trimmed)', '   Al   ', null),
  row('name', '100 characters', 'n'.repeat(100), null),
  row(
    'name',
    '101 characters: the first 100 kept, with the note',
    'n'.repeat(101),
    NAME_TOO_LONG,
    shows('n'.repeat(100), null, NAME_TOO_LONG),
  ),
  row(
    'name',
    '102 characters with digits: cut, and what is kept has invalid characters',
    'R2-D2 '.repeat(17),
    NAME_TOO_LONG,
    shows(`${'R2-D2 '.repeat(16)}R2-D`, NAME_MESSAGES.invalidChars, NAME_TOO_LONG),
  ),
  row('name', 'blank: no message while typing', '', NAME_MESSAGES.tooShort, quiet('')),
  row('name', 'only spaces: blank', '   ', NAME_MESSAGES.tooShort, quiet('   ')),
  row('name', '< and > are no letters', '<Anna>', NAME_MESSAGES.invalidChars),

  ...VALID_EMAILS.map((email) => row('email', 'a valid address', email, null)),
  ...INVALID_EMAILS.map((email) => row('email', 'not an address', email, EMAIL_INVALID_MESSAGE)),
  // E-mail boundaries: 255/256 characters, trimming, blank.
  row('email', '255 characters', EMAIL_255, null),
  row(
    'email',
    '256 characters: the first 255 kept (ending in ".c", no address), with both messages',
    EMAIL_256,
    EMAIL_TOO_LONG_MESSAGE,
    shows(EMAIL_256.slice(0, 255), EMAIL_INVALID_MESSAGE, EMAIL_TOO_LONG_MESSAGE),
  ),
  row(
    'email',
    '256 characters whose first 255 are an address: kept, only the note',
    `${EMAIL_255}x`,
    EMAIL_TOO_LONG_MESSAGE,
    shows(EMAIL_255, null, EMAIL_TOO_LONG_MESSAGE),
  ),
  // An e-mail field's value loses leading and trailing white space in the browser (HTML's value
  // sanitisation for type=email); the rule trims too.
  row('email', 'spaces around (trimmed)', '  anna@example.ch  ', null, quiet('anna@example.ch')),
  row('email', 'a tab before (trimmed)', '\tanna@example.ch', null, quiet('anna@example.ch')),
  row('email', 'blank: no message while typing', '', EMAIL_INVALID_MESSAGE, quiet('')),
  // The loosened rule `/^\S+@\S+$/` accepts 'anna@example' (the list above) and this.
  row('email', 'one letter each side', 'a@b', EMAIL_INVALID_MESSAGE),

  ...VALID_MESSAGES.map((message) => row('message', `${message.length} characters`, message, null)),
  // Message boundaries (1 and 1000 characters: the list above): 1001, optional, trimmed, < and >
  // allowed (removed on send).
  row('message', 'blank: optional', '', null),
  row('message', 'only spaces: optional', '    ', null),
  row('message', '1000 characters', 'm'.repeat(1000), null),
  cutMessage('m'.repeat(1001), 'm'.repeat(1000)),
  ...TOO_LONG_MESSAGES.map((message) => cutMessage(message, message.slice(0, 1000))),
  // 999 characters and an emoji (1001 code units): never half an emoji.
  cutMessage(`${'m'.repeat(999)}😀`, 'm'.repeat(999)),
  row(
    'message',
    '1000 characters between spaces: valid (trimmed), the field keeps its first 1000',
    `  ${'m'.repeat(1000)}  `,
    null,
    shows(`  ${'m'.repeat(998)}`, null, MESSAGE_TOO_LONG),
  ),
];

/**
 * Spec section 5: "Before sending, every field has the characters < and > removed, is trimmed
 * and is cut to 1000 characters"; the address in lower case. What is typed (valid values) and
 * the JSON body sent (without its request id).
 */
export const DEMO_FORM_SENT: readonly (readonly [
  why: string,
  typed: Record<RuleField, string>,
  sent: Record<RuleField, string>,
])[] = [
  [
    'trimmed, < and > removed, address in lower case',
    { name: '  Anna Müller ', email: ' Anna.Mueller@Example.CH ', message: '  Hallo <Team>!  ' },
    { name: 'Anna Müller', email: 'anna.mueller@example.ch', message: 'Hallo Team!' },
  ],
  [
    'an internationalised address in lower case',
    { name: 'Dörte', email: 'Dörte@Sörensen.Example.com', message: '' },
    { name: 'Dörte', email: 'dörte@sörensen.example.com', message: '' },
  ],
  [
    'markup in the message removed, not escaped',
    { name: 'Jürg', email: 'juerg@beispiel.ch', message: '<script>alert(1)</script>' },
    { name: 'Jürg', email: 'juerg@beispiel.ch', message: 'scriptalert(1)/script' },
  ],
  [
    'a message of only < and > is sent empty',
    { name: 'Jo', email: 'a@b.co', message: ' <<>> ' },
    { name: 'Jo', email: 'a@b.co', message: '' },
  ],
  [
    '1000 characters with < and > in them: removed, the rest kept',
    { name: 'Jo', email: 'a@b.co', message: `<${'m'.repeat(998)}>` },
    { name: 'Jo', email: 'a@b.co', message: 'm'.repeat(998) },
  ],
  [
    'the longest message, as it is',
    { name: 'Jo', email: 'a@b.co', message: 'm'.repeat(1000) },
    { name: 'Jo', email: 'a@b.co', message: 'm'.repeat(1000) },
  ],
  ...EMAIL_LOWER_CASE.map(
    ([typed, sent]) =>
      [
        `${typed.trim()} in lower case`,
        { name: 'Anna', email: typed, message: '' },
        { name: 'Anna', email: sent, message: '' },
      ] as const,
  ),
];

/**
 * The call's typed message ("type instead of talk", machines/call/call.features.ts; the spec has
 * no rule for it): `<` and `>` removed and at most 500 characters in the field (never half an
 * emoji, as the demo form), trimmed when sent; blank sends nothing.
 */
export const CALL_MESSAGE_MAX = 500;
export const CALL_MESSAGE_ROWS: readonly (readonly [
  why: string,
  typed: string,
  draft: string,
  sent: string,
])[] = [
  ['plain text', 'Haben Sie morgen Zeit?', 'Haben Sie morgen Zeit?', 'Haben Sie morgen Zeit?'],
  [
    'markup: < and > removed',
    'Haben Sie <b>morgen</b> Zeit?',
    'Haben Sie bmorgen/b Zeit?',
    'Haben Sie bmorgen/b Zeit?',
  ],
  ['spaces around: kept in the field, trimmed when sent', '  Hallo  ', '  Hallo  ', 'Hallo'],
  ['only spaces and a newline: nothing sent', '   \n ', '     ', ''],
  [
    'a pasted line break and tab: spaces',
    'Termin\r\nam\tMontag',
    'Termin  am Montag',
    'Termin  am Montag',
  ],
  [
    'NUL and other control characters removed',
    'Ter\u0000min\u0007\u001f\u007f',
    'Termin',
    'Termin',
  ],
  [
    'a bidi override removed (no reversed file name)',
    'Rechnung\u202Egnp.exe',
    'Rechnunggnp.exe',
    'Rechnunggnp.exe',
  ],
  [
    'bidi embeddings and isolates removed',
    '\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2067f\u2068g\u2069',
    'abcdefg',
    'abcdefg',
  ],
  ['umlauts, ß and an emoji kept', 'Grüße 😀', 'Grüße 😀', 'Grüße 😀'],
  ['only < and >: nothing sent', ' <> ', '  ', ''],
  ['500 characters', 'c'.repeat(500), 'c'.repeat(500), 'c'.repeat(500)],
  ['501 characters: the first 500', 'c'.repeat(501), 'c'.repeat(500), 'c'.repeat(500)],
  [
    'control characters removed before the cut',
    `\u0000${'c'.repeat(500)}\u202E`,
    'c'.repeat(500),
    'c'.repeat(500),
  ],
  ['< and > removed before the cut', `<${'c'.repeat(500)}>`, 'c'.repeat(500), 'c'.repeat(500)],
  [
    '499 characters and an emoji: never half an emoji',
    `${'c'.repeat(499)}😀`,
    'c'.repeat(499),
    'c'.repeat(499),
  ],
  [
    'spaces first: cut in the field, then trimmed',
    `${' '.repeat(10)}${'c'.repeat(500)}`,
    `${' '.repeat(10)}${'c'.repeat(490)}`,
    'c'.repeat(490),
  ],
];

/**
 * The waiting-list address (spec section 5: "required and of email type (browser validation);
 * an empty value is ignored on submit; no other bounds"): whether a submit starts sending.
 */
export const WAITLIST_ROWS: readonly (readonly [typed: string, submits: boolean])[] = [
  ['', false],
  ['   ', false],
  ['anna@example.ch', true],
  ['info@müller.ch', true],
  [`${'a'.repeat(64)}@${'b'.repeat(300)}.ch`, true],
];

/**
 * What Chromium's e-mail field holds for an internationalised domain (checked on Chromium 156,
 * `<input type="email">`): the domain in its ASCII form when the local part is ASCII (IDNA
 * with the transitional mapping: `straße.de` becomes `strasse.de`, not `xn--strae-oqa.de`); a
 * UTF-8 local part leaves the value as typed. jsdom keeps every value as typed. The e2e test
 * expects these values in Chromium; the rule accepts both forms.
 */
export const CHROMIUM_EMAIL_VALUES: Readonly<Record<string, string>> = {
  'info@müller.ch': 'info@xn--mller-kva.ch',
  'Info@MÜLLER.CH': 'Info@xn--mller-kva.ch',
  'kontakt@bäckerei-zürich.ch': 'kontakt@xn--bckerei-zrich-bfb28a.ch',
  'post@straße.de': 'post@strasse.de',
  'info@müller': 'info@xn--mller-kva',
};
