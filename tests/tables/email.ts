/**
 * E-mail addresses for the demo form's rule (spec section 5: "valid address; at most 255
 * characters; converted to lower case"), written out literally. One table drives the schema
 * test, the view test (jsdom) and one e2e test, so the three agree on what an address is.
 *
 * Sources: the spec, RFC 5321 (SMTP: dot-atom local parts, domain names, 64-octet local
 * part, 63-octet labels), RFC 6531 (SMTPUTF8: UTF-8 in the local part and the domain),
 * RFC 5890/3492 (IDNA: the ASCII form `xn--…` of an internationalised label) and the examples
 * of RFC 3696 section 3.
 */

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
