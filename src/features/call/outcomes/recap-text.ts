import { voice } from '@/content/de/voice';
import { voiceCaptions } from '@/content/de/voice-captions';
import type { RecapSummary } from '@machines/call/call.selectors';
import { isoDay } from '@/lib/iso-day';

const text = voice.recap;

/** Who the recap names: the agent on its pages, "the assistant" on `/full` and in the widget. */
export interface RecapNaming {
  /** 'Clara' or 'dem Assistenten' (after "Ihr Gespräch mit"). */
  withWhom: string;
  /** The assistant's speaker name in the transcript file and its file name. */
  speaker: string;
  /** What the demo request says was tested: 'Clara (Terminbuchungs-Assistent)'. */
  tested: string;
}

export const agentNaming = (agent: { name: string; badge: string }): RecapNaming => ({
  withWhom: agent.name,
  speaker: agent.name,
  tested: `${agent.name} (${agent.badge})`,
});

export const assistantNaming: RecapNaming = {
  withWhom: text.assistant,
  speaker: text.assistantSpeaker,
  tested: text.demoTestedAssistant,
};

/** 'm:ss' of a duration, rounded to whole seconds. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Seconds with one decimal: 'de' writes a decimal comma; 'de-CH' would write a point
 * (docs/decisions/0016). A formatter per recap, as the file's dates below: none is built when a
 * call page's code loads (a formatter loads the locale's data, a long task on a slow phone:
 * decision 0012), and no module-level cache is kept.
 */
const tenths = (value: number) =>
  new Intl.NumberFormat('de', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/** An answer time in seconds with one decimal and a decimal comma ('0,8'). */
export const answerSeconds = (ms: number) => tenths(ms / 1000);

/** The recap card's three facts, in German. */
export function recapFacts(summary: RecapSummary): string[] {
  return [
    text.duration(formatDuration(summary.durationMs)),
    text.exchanges(summary.exchanges),
    summary.medianAnswerMs === null || summary.p90AnswerMs === null
      ? voiceCaptions.recapNoAnswerTime
      : voiceCaptions.recapAnswerTimes(
          answerSeconds(summary.medianAnswerMs),
          answerSeconds(summary.p90AnswerMs),
        ),
  ];
}

/** Time zone for dates and time stamps: the browser's own unless a test fixes one. */
export interface RecapFormatOptions {
  timeZone?: string;
}

/** The call's date ('25.11.2026, 14:05') and a line's time ('14:05:09'), in Swiss German. */
export function recapClocks(timeZone?: string) {
  return {
    date: new Intl.DateTimeFormat('de-CH', { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    clock: new Intl.DateTimeFormat('de-CH', {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZone,
    }),
  };
}

/** The transcript as a text file: header lines, a blank line, then one line per entry. */
export function recapTranscript(
  summary: RecapSummary,
  naming: RecapNaming,
  { timeZone }: RecapFormatOptions = {},
): string {
  const { date, clock } = recapClocks(timeZone);
  const header = [
    text.title(naming.withWhom),
    text.fileDate(date.format(summary.connectedAt)),
    ...recapFacts(summary),
  ];
  const lines = summary.transcript.map(
    (entry) =>
      `[${clock.format(entry.at)}] ${
        entry.role === 'assistant' ? naming.speaker : text.visitorSpeaker
      }: ${entry.text}`,
  );
  return [...header, '', ...lines].join('\n') + '\n';
}

/** 'Transkript-Clara-2026-11-25.txt': the speaker and the call's (local) date. */
export function recapFileName(
  summary: RecapSummary,
  naming: RecapNaming,
  { timeZone }: RecapFormatOptions = {},
): string {
  return text.fileName(naming.speaker, isoDay(summary.connectedAt, timeZone));
}

/** The demo form's pre-filled message after testing an assistant. */
export const recapDemoMessage = (naming: RecapNaming) => text.demoMessage(naming.tested);
