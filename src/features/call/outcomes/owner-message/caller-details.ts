import * as v from 'valibot';
import { URGENT_WORDS } from '@/content/de/owner-message';
import type { TranscriptEntry } from '@machines/call/call.types';
import { assistantNumberSchema } from '@machines/call-forwarding/call-forwarding.schema';
import type { OutcomeCard } from '@machines/call-outcomes/outcomes.types';

/*
 * What the message says about the caller, read by rules from the caller's own lines only (an
 * agent's 'hier ist Clara' names the agent, not the caller). No network, no model: a rule a
 * business can check against the transcript below it.
 */

/** The caller's lines, in order. */
const callerLines = (transcript: readonly TranscriptEntry[]) =>
  transcript.filter((entry) => entry.role === 'visitor').map((entry) => entry.text.trim());

/** A capitalised word ('Anna', 'Müller', 'Meier-Huber', "D'Amico"). */
const NAME_WORD = String.raw`\p{Lu}[\p{L}'’-]*`;
/**
 * 'Mein Name ist …', 'ich heisse/heiße …', 'hier ist/spricht …': the one or two capitalised
 * words after it. 'Ich bin …' is left out: German capitalises nouns ('Ich bin Patientin').
 */
const NAME = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:mein name ist|ich hei(?:ss|ß)e|hier (?:ist|spricht))\s+(${NAME_WORD}(?:\s+${NAME_WORD})?)`,
  'iu',
);
/** Words that follow the phrase but are no name ('Hier ist Frau Müller' keeps 'Müller'). */
const NOT_NAMES: readonly string[] = ['Frau', 'Herr', 'Dr', 'Doktor', 'Familie'];

/** The caller's name where they said it, else null. */
export function callerName(transcript: readonly TranscriptEntry[]): string | null {
  for (const line of callerLines(transcript)) {
    // The phrase is matched case-insensitively; the name itself must be capitalised.
    const match = NAME.exec(line);
    const words = match?.[1]?.split(/\s+/).filter((word) => !NOT_NAMES.includes(word)) ?? [];
    if (words.length > 0 && words.every((word) => /^\p{Lu}/u.test(word))) return words.join(' ');
  }
  return null;
}

/** A run of digits and the separators people write, with an optional leading + or 00. */
const NUMBER_CANDIDATE = /(?:\+|\b00|\b0)[\d\s/().-]{6,}\d/g;

/**
 * The caller's phone number where they gave one: the first run of digits in a caller's line
 * that is a Swiss or Liechtenstein number (the same rule as `/einrichten`'s field), as said.
 */
export function callerNumber(transcript: readonly TranscriptEntry[]): string | null {
  for (const line of callerLines(transcript)) {
    for (const [candidate] of line.matchAll(NUMBER_CANDIDATE)) {
      const said = candidate.trim();
      if (v.safeParse(assistantNumberSchema, said).success) return said;
    }
  }
  return null;
}

/** Sentences shorter than this many words are greetings or answers ('Hallo', 'Ja, gerne'). */
const REQUEST_MIN_WORDS = 3;
const REQUEST_MAX_CHARS = 160;

/** Between two sentences: after . ! or ? and before a capital ('3. Dezember' goes on). */
const SENTENCE_BREAK = /(?<=[!?]|(?<!\d)\.)\s+(?=\p{Lu})/u;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The request in one sentence: the caller's first sentence of at least three words that is not
 * their introduction ('Mein Name ist …'; an introduction only if nothing else was said), cut
 * at 160 characters; null when the caller said nothing of the kind ('Hallo', 'Ja, gerne').
 */
export function callerRequest(transcript: readonly TranscriptEntry[]): string | null {
  const sentences = callerLines(transcript)
    .flatMap((line) => line.split(SENTENCE_BREAK))
    .filter((sentence) => wordCount(sentence) >= REQUEST_MIN_WORDS);
  const sentence = sentences.find((one) => !NAME.test(one)) ?? sentences[0];
  if (!sentence) return null;
  return sentence.length > REQUEST_MAX_CHARS
    ? `${sentence.slice(0, REQUEST_MAX_CHARS - 1).trimEnd()}…`
    : sentence;
}

/** Lower case, 'ß' as 'ss' (as the preview's keywords are compared). */
const normalise = (text: string) => text.toLocaleLowerCase('de').replace(/ß/g, 'ss');

/** Why a call is urgent, or that it is not. */
export type Urgency =
  | { level: 'urgent'; rule: 'word'; word: string }
  | { level: 'urgent'; rule: 'ticket' }
  | { level: 'normal' };

const NEGATIONS: readonly string[] = ['kein', 'keine', 'keinen', 'nicht'];

/**
 * The urgency rule: 'dringend' when a caller's line has one of `URGENT_WORDS` at a word's start
 * (also inside a longer word: 'Notfalltermin', 'dringende') and the word before it is no
 * negation ('kein Notfall', 'nicht dringend'), or when the call opened a ticket of priority
 * 'high'; otherwise 'normal'. The word is named as the caller wrote it.
 */
export function urgencyOf(
  transcript: readonly TranscriptEntry[],
  cards: readonly OutcomeCard[],
): Urgency {
  for (const line of callerLines(transcript)) {
    const words = line.split(/[^\p{L}\p{N}-]+/u).filter(Boolean);
    for (const [index, word] of words.entries()) {
      const said = normalise(word);
      const urgent = URGENT_WORDS.some((urgentWord) => said.startsWith(normalise(urgentWord)));
      const negated = index > 0 && NEGATIONS.includes(normalise(words[index - 1]!));
      if (urgent && !negated) return { level: 'urgent', rule: 'word', word };
    }
  }
  const highTicket = cards.some(
    (card) =>
      card.status === 'done' && card.details?.kind === 'ticket' && card.details.priority === 'high',
  );
  return highTicket ? { level: 'urgent', rule: 'ticket' } : { level: 'normal' };
}
