/*
 * An e-mail as a file (.eml): RFC 5322 headers and body with CRLF line ends, MIME 1.0 (RFC 2045)
 * with a UTF-8 text/plain body in quoted-printable (7-bit safe, and readable as long as the text
 * is mostly ASCII), and header texts with other characters as RFC 2047 encoded-words ('B',
 * UTF-8), folded so that no header line is longer than 78 characters.
 */

const CRLF = '\r\n';
/** RFC 2045 6.7: an encoded line is at most 76 characters (a soft break's '=' included). */
const QP_LINE = 76;
/**
 * UTF-8 octets per encoded-word: 42 octets are 56 base64 characters, so a word is 68 characters
 * (RFC 2047 allows 75) and 'Subject: ' plus the first word stays within 78.
 */
const WORD_OCTETS = 42;

/** The longest header text left as it is: 'Subject: ' and it make a line of 78 characters. */
const PLAIN_MAX = 69;

const utf8 = new TextEncoder();
const isPrintableAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * A header text as RFC 2047 encoded-words (`=?UTF-8?B?…?=`), each holding whole characters
 * (never a UTF-8 sequence cut in two) and at most `WORD_OCTETS` octets, joined by folding
 * whitespace (CRLF and a space): the reader drops the whitespace between adjacent words.
 * Short printable ASCII stays as it is.
 */
export function encodeHeaderText(text: string): string {
  if (isPrintableAscii(text) && text.length <= PLAIN_MAX) return text;
  const words: string[] = [];
  let chunk: number[] = [];
  const flush = () => {
    words.push(`=?UTF-8?B?${base64(Uint8Array.from(chunk))}?=`);
    chunk = [];
  };
  for (const char of text) {
    const bytes = utf8.encode(char);
    if (chunk.length + bytes.length > WORD_OCTETS) flush();
    chunk.push(...bytes);
  }
  if (chunk.length > 0) flush();
  return words.join(`${CRLF} `);
}

/** A display name and address: '"Ihr Unternehmen" <a@b>', encoded-words where needed. */
export function mailbox(name: string, address: string): string {
  const shown = isPrintableAscii(name)
    ? `"${name.replace(/["\\]/g, '\\$&')}"`
    : encodeHeaderText(name);
  return `${shown} <${address}>`;
}

const hex = (byte: number) => `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** One line of text (no line break) in quoted-printable, soft-broken at 76 characters. */
function quotedPrintableLine(line: string): string {
  const bytes = utf8.encode(line);
  const tokens: string[] = [];
  bytes.forEach((byte, index) => {
    const last = index === bytes.length - 1;
    const literal =
      (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last);
    tokens.push(literal ? String.fromCharCode(byte) : hex(byte));
  });
  const lines: string[] = [];
  let current = '';
  for (const token of tokens) {
    // Room for the soft break's '=' (never splitting an '=XX' triplet).
    if (current.length + token.length > QP_LINE - 1) {
      lines.push(`${current}=`);
      current = '';
    }
    current += token;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** Text in quoted-printable (RFC 2045 6.7): its line breaks become CRLF. */
export const quotedPrintable = (text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .map(quotedPrintableLine)
    .join(CRLF);

/** RFC 5322 3.3: 'Thu, 26 Nov 2026 22:30:00 +0000' (in UTC: no zone is guessed). */
export function mailDate(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][date.getUTCDay()]!;
  const month = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ][date.getUTCMonth()]!;
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  return `${day}, ${pad(date.getUTCDate())} ${month} ${date.getUTCFullYear()} ${time} +0000`;
}

export interface Mail {
  from: { name: string; address: string };
  to: { name: string; address: string };
  subject: string;
  /** When it was written (the Date header). */
  date: number;
  /** Unique and stable for the message: `<id@domain>` without the brackets. */
  messageId: string;
  /** The body as plain text, lines separated by '\n'. */
  text: string;
}

/** The .eml file's text: headers, a blank line, the body; CRLF line ends throughout. */
export function emlFile(mail: Mail): string {
  const headers = [
    `From: ${mailbox(mail.from.name, mail.from.address)}`,
    `To: ${mailbox(mail.to.name, mail.to.address)}`,
    `Subject: ${encodeHeaderText(mail.subject)}`,
    `Date: ${mailDate(mail.date)}`,
    `Message-ID: <${mail.messageId}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: quoted-printable',
  ];
  return `${headers.join(CRLF)}${CRLF}${CRLF}${quotedPrintable(mail.text)}${CRLF}`;
}
