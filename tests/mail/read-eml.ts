/*
 * A strict reader of the .eml files the site writes, written from the RFCs (not from the
 * writer): RFC 5322 header fields (unfolded), RFC 2047 encoded-words in them, and a text/plain
 * body decoded by its RFC 2045 transfer encoding. Used by the node tests and by the journeys,
 * which parse the downloaded file.
 */

export interface ReadMail {
  /** Header fields by lower-case name, unfolded, as written (encoded-words kept). */
  headers: Map<string, string>;
  /** The physical header lines, before unfolding. */
  headerLines: string[];
  /** The Subject with its encoded-words decoded. */
  subject: string;
  /** The body's text, decoded ('\n' line ends). */
  body: string;
}

/** One RFC 2047 encoded-word: charset, encoding (B or Q), text. */
const ENCODED_WORD = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;

/** Bytes read as UTF-8; throws on anything else. */
const utf8 = (bytes: Uint8Array) => new TextDecoder('utf-8', { fatal: true }).decode(bytes);

/** B: base64; Q: quoted-printable with `_` for a space (RFC 2047 4.2). */
function decodeWord(charset: string, encoding: string, data: string): string {
  if (charset.toLowerCase() !== 'utf-8') throw new Error(`charset ${charset}, expected UTF-8`);
  return encoding.toUpperCase() === 'B'
    ? utf8(Buffer.from(data, 'base64'))
    : decodeQuotedPrintable(data.replace(/_/g, ' '));
}

/**
 * Decodes the encoded-words of an (unfolded) header value; whitespace between two adjacent
 * encoded-words is dropped (RFC 2047 6.2). Every encoded-word must be at most 75 characters.
 */
export function decodeHeader(value: string): string {
  for (const [word] of value.matchAll(ENCODED_WORD)) {
    if (word.length > 75) throw new Error(`encoded-word longer than 75 characters: ${word}`);
  }
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(ENCODED_WORD, (_, charset: string, encoding: string, data: string) =>
      decodeWord(charset, encoding, data),
    );
}

/** RFC 2045 6.7: soft breaks removed, `=XX` to octets, the octets read as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const char = joined[index]!;
    if (char === '=') {
      const hex = joined.slice(index + 1, index + 3);
      if (!/^[0-9A-F]{2}$/.test(hex)) throw new Error(`bad quoted-printable escape '=${hex}'`);
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      const code = char.charCodeAt(0);
      if (code > 126) throw new Error(`8-bit character in quoted-printable: ${char}`);
      bytes.push(code);
    }
  }
  return utf8(Uint8Array.from(bytes));
}

/**
 * Reads an .eml file's text. Throws on a bare CR or LF, a header line over 78 characters, a
 * body line over 76, a missing blank line, or a body that is not UTF-8 text/plain.
 */
export function readEml(eml: string): ReadMail {
  if (/\r(?!\n)|(?<!\r)\n/.test(eml)) throw new Error('a line ends without CRLF');
  const split = eml.indexOf('\r\n\r\n');
  if (split < 0) throw new Error('no blank line between header and body');
  const headerLines = eml.slice(0, split).split('\r\n');
  const long = headerLines.find((line) => line.length > 78);
  if (long !== undefined) throw new Error(`header line over 78 characters: ${long}`);
  const headers = new Map<string, string>();
  for (const field of eml
    .slice(0, split)
    .replace(/\r\n(?=[ \t])/g, '')
    .split('\r\n')) {
    const colon = field.indexOf(':');
    if (colon <= 0) throw new Error(`not a header field: ${field}`);
    headers.set(field.slice(0, colon).toLowerCase(), field.slice(colon + 1).trim());
  }
  if (!/^text\/plain;\s*charset="?utf-8"?$/i.test(headers.get('content-type') ?? ''))
    throw new Error(`Content-Type: ${headers.get('content-type')}`);
  const raw = eml.slice(split + 4).replace(/\r\n$/, '');
  const bodyLong = raw.split('\r\n').find((line) => line.length > 76);
  if (bodyLong !== undefined) throw new Error(`body line over 76 characters: ${bodyLong}`);
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(raw)
      : encoding === 'base64'
        ? utf8(Buffer.from(raw, 'base64'))
        : raw;
  return {
    headers,
    headerLines,
    subject: decodeHeader(headers.get('subject') ?? ''),
    body: decoded.replace(/\r\n/g, '\n'),
  };
}
