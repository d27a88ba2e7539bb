import { ownerMessage as text, URGENT_EXAMPLES } from '@/content/de/owner-message';
import type { RecapSummary } from '@machines/call/call.selectors';
import { isoDay } from '@/lib/iso-day';
import type { OutcomeCard } from '@machines/call-outcomes/outcomes.types';
import { outcomeRecapLine } from '@/features/call/outcomes/outcome-text';
import {
  answerSeconds,
  assistantNaming,
  formatDuration,
  recapClocks,
  type RecapFormatOptions,
  type RecapNaming,
} from '@/features/call/outcomes/recap-text';
import { voiceOutcomes } from '@/content/de/voice-outcomes';
import { callerName, callerNumber, callerRequest, urgencyOf, type Urgency } from './caller-details';
import { emlFile } from './eml';

/** The message a business would receive for one call, in German, as the preview shows it. */
export interface OwnerMessage {
  subject: string;
  from: { name: string; address: string };
  to: { name: string; address: string };
  /** Label and value, in order: caller, number, request. */
  fields: { label: string; value: string }[];
  urgent: boolean;
  /** 'normal' or 'dringend'. */
  urgency: string;
  /** Why the urgency is what it is (the rule and what it found). */
  urgencyReason: string;
  /** One line per outcome card, or the note that nothing was done. */
  outcomes: string[];
  /** At most three lines. */
  summary: string[];
  transcript: string[];
  /** When the call ended (the e-mail's date). */
  date: number;
  /** Unique per call. */
  messageId: string;
  fileName: string;
}

const FROM = { name: text.fromName, address: 'assistent@helvox.ch' };
// A reserved top-level domain (RFC 2606): the business is the visitor's, unnamed.
const TO = { name: text.toName, address: 'empfang@ihr-unternehmen.example' };

/** How the message names the assistant: by its agent's name, or 'Ihren Assistenten'. */
const viaOf = (naming: RecapNaming) =>
  naming.withWhom === assistantNaming.withWhom ? text.viaAssistant : naming.speaker;

function urgencyReason(urgency: Urgency): string {
  if (urgency.level === 'normal') return text.normalBecause(URGENT_EXAMPLES);
  return urgency.rule === 'word' ? text.urgentBecauseWord(urgency.word) : text.urgentBecauseTicket;
}

/**
 * The message for a call: subject with the assistant and the main outcome (the first done
 * card's title), the caller's name and number where they gave them, the request, the urgency
 * and its rule, the outcome cards, a summary of at most three lines, and the transcript.
 * Built by rules from what the call's machines hold; no network.
 */
export function ownerMessage(
  summary: RecapSummary,
  cards: readonly OutcomeCard[],
  naming: RecapNaming,
  { timeZone }: RecapFormatOptions = {},
): OwnerMessage {
  const via = viaOf(naming);
  const done = cards.find((card) => card.status === 'done' && card.details);
  const outcome = done?.details ? voiceOutcomes.titles[done.details.kind] : text.noOutcome;
  const urgency = urgencyOf(summary.transcript, cards);
  const urgent = urgency.level === 'urgent';
  const { date, clock } = recapClocks(timeZone);
  const outcomes = cards.map(outcomeRecapLine);
  const summaryLines = [
    text.summaryCall(
      date.format(summary.connectedAt),
      formatDuration(summary.durationMs),
      summary.exchanges,
    ),
    text.summaryOutcome(done ? outcomeRecapLine(done) : text.noOutcome),
    ...(summary.medianAnswerMs === null || summary.p90AnswerMs === null
      ? []
      : [
          text.summaryAnswers(
            answerSeconds(summary.medianAnswerMs),
            answerSeconds(summary.p90AnswerMs),
          ),
        ]),
  ];
  return {
    subject: text.subject(via, outcome, urgent),
    from: FROM,
    to: TO,
    fields: [
      { label: text.caller, value: callerName(summary.transcript) ?? text.notGiven },
      { label: text.number, value: callerNumber(summary.transcript) ?? text.notGiven },
      { label: text.request, value: callerRequest(summary.transcript) ?? text.noRequest },
    ],
    urgent,
    urgency: urgent ? text.urgent : text.normal,
    urgencyReason: urgencyReason(urgency),
    outcomes: outcomes.length > 0 ? outcomes : [text.noOutcomes],
    summary: summaryLines,
    transcript: summary.transcript.map(
      (entry) =>
        `[${clock.format(entry.at)}] ${
          entry.role === 'assistant' ? naming.speaker : text.callerSpeaker
        }: ${entry.text}`,
    ),
    date: summary.endedAt,
    messageId: `${summary.connectedAt}.${summary.agent}@helvox.ch`,
    fileName: text.fileName(naming.speaker, isoDay(summary.connectedAt, timeZone)),
  };
}

/** The message's body as plain text: the demo note first, then each part under its heading. */
export function ownerMessageBody(message: OwnerMessage): string {
  return [
    text.demoNote,
    '',
    ...message.fields.map((field) => `${field.label}: ${field.value}`),
    `${text.urgency}: ${message.urgency} – ${message.urgencyReason}`,
    '',
    `${text.summary}:`,
    ...message.summary,
    '',
    `${text.outcomes}:`,
    ...message.outcomes.map((line) => `- ${line}`),
    '',
    `${text.transcript}:`,
    ...message.transcript,
  ].join('\n');
}

/** What 'Text kopieren' copies: the subject, a blank line, the body. */
export const ownerMessageText = (message: OwnerMessage) =>
  `${text.subjectLabel}: ${message.subject}\n\n${ownerMessageBody(message)}\n`;

/** The message as an .eml file (RFC 5322, UTF-8). */
export const ownerMessageEml = (message: OwnerMessage) =>
  emlFile({
    from: message.from,
    to: message.to,
    subject: message.subject,
    date: message.date,
    messageId: message.messageId,
    text: ownerMessageBody(message),
  });
