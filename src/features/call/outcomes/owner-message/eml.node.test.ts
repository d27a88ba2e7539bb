import { describe, expect, it } from 'vitest';
import { decodeHeader, decodeQuotedPrintable, readEml } from '../../../../../tests/mail/read-eml';
import { emlFile, encodeHeaderText, mailDate, quotedPrintable, type Mail } from './eml';

const mail: Mail = {
  from: { name: 'Helvox Assistent (Demo)', address: 'assistent@helvox.ch' },
  to: { name: 'Ihr Unternehmen', address: 'empfang@ihr-unternehmen.example' },
  subject: 'Neuer Anruf über Clara: Termin reserviert (Demo)',
  date: Date.UTC(2026, 10, 26, 22, 30, 5),
  messageId: '1795734600000.clara@helvox.ch',
  text: 'Demo – es wurde nichts gesendet.\n\nAnrufer: Jörg Zürcher',
};

describe('the .eml file (RFC 5322, MIME, UTF-8)', () => {
  it('has the headers of a plain UTF-8 text message, and ends every line with CRLF', () => {
    const eml = emlFile(mail);
    expect(eml.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(eml.endsWith('\r\n')).toBe(true);
    const read = readEml(eml);
    expect(Object.fromEntries(read.headers)).toEqual({
      from: '"Helvox Assistent (Demo)" <assistent@helvox.ch>',
      to: '"Ihr Unternehmen" <empfang@ihr-unternehmen.example>',
      subject: expect.stringMatching(/^=\?UTF-8\?B\?/),
      date: 'Thu, 26 Nov 2026 22:30:05 +0000',
      'message-id': '<1795734600000.clara@helvox.ch>',
      'mime-version': '1.0',
      'content-type': 'text/plain; charset=UTF-8',
      'content-transfer-encoding': 'quoted-printable',
    });
    expect(read.subject).toBe('Neuer Anruf über Clara: Termin reserviert (Demo)');
    expect(read.body).toBe('Demo – es wurde nichts gesendet.\n\nAnrufer: Jörg Zürcher');
    // 7-bit safe: no octet above 126 anywhere in the file.
    expect(eml).toMatch(/^[\t\r\n\x20-\x7e]*$/);
  });

  it('writes the date in RFC 5322 form, in UTC', () => {
    expect(mailDate(Date.UTC(2026, 0, 4, 7, 5, 9))).toBe('Sun, 04 Jan 2026 07:05:09 +0000');
  });
});

describe('header texts as RFC 2047 encoded-words', () => {
  it.each([
    ['über', '=?UTF-8?B?w7xiZXI=?='],
    // Short ASCII stays as it is.
    ['New call: appointment (Demo)', 'New call: appointment (Demo)'],
  ])('%s → %s', (text, encoded) => {
    expect(encodeHeaderText(text)).toBe(encoded);
  });

  it.each([
    [
      'umlauts',
      'Dringend – Neuer Anruf über Mia: Besichtigung reserviert (Demo), Überbauung Zürichstrasse, Grüezi mitenand, äöüÄÖÜß',
    ],
    ['4-octet characters', '📞'.repeat(40)],
    ['long ASCII', `Neuer Anruf: ${'Termin '.repeat(20)}`],
  ])(
    'folds a long subject (%s): lines ≤ 78, words ≤ 75, whole characters, read back exactly',
    (_, subject) => {
      const read = readEml(emlFile({ ...mail, subject }));
      expect(read.subject).toBe(subject);
      const subjectLines = read.headerLines.slice(
        read.headerLines.findIndex((line) => line.startsWith('Subject: ')),
      );
      const folded = subjectLines.slice(
        0,
        1 + subjectLines.slice(1).findIndex((l) => !l.startsWith(' ')),
      );
      expect(folded.length).toBeGreaterThan(1);
      for (const line of folded) expect(line.length).toBeLessThanOrEqual(78);
      // Each encoded-word holds whole UTF-8 characters: it decodes alone, strictly.
      for (const word of folded.join('').match(/=\?[^?]+\?B\?[^?]*\?=/g) ?? [])
        expect(() => decodeHeader(word)).not.toThrow();
    },
  );
});

// Umlauts and the en dash in a short body: the file's test above.
describe('the body in quoted-printable', () => {
  it.each([
    ['an equals sign', 'a=b, =3D stays text'],
    ['trailing spaces and tabs', 'line with space \nline with tab\t\nend'],
    ['a long line', `${'Wasserschaden im Keller, '.repeat(12)}äöü`],
    ['a long line of umlauts', 'ü'.repeat(100)],
    ['an escape ending at the 76th character', `x${'ü'.repeat(40)}`],
    ['emoji and CR LF mixes', 'eins\r\nzwei\rdrei\n📞 vier'],
    ['empty lines', '\n\nx\n\n'],
  ])('%s: lines ≤ 76, CRLF, 7-bit, and decoded back', (_, text) => {
    const encoded = quotedPrintable(text);
    expect(encoded).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    expect(encoded.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of encoded.split('\r\n')) {
      expect(line.length).toBeLessThanOrEqual(76);
      // Whitespace at a line's end would be lost in transport (RFC 2045 6.7 rule 3).
      expect(line).not.toMatch(/[ \t]$/);
    }
    expect(decodeQuotedPrintable(encoded)).toBe(
      text.replace(/\r\n|\r/g, '\n').replace(/\n/g, '\r\n'),
    );
  });
});
