import type { SnapshotFrom } from 'xstate';
import { insertLine } from '@machines/call/call.captions';
import type { CallMachine } from '@machines/call/call.machine';
import type { Captions, CaptionStarts, TranscriptEntry } from '@machines/call/call.types';

/** When each side's live caption began (the machine's clock), or null. */
export const selectCaptionStarts = (snapshot: SnapshotFrom<CallMachine>) =>
  snapshot.context.captionStarts;

/** A line of the transcript's list: a final line, or a side's live caption (`caption`). */
export type LogLine =
  | (TranscriptEntry & { caption: false; key: string })
  | { role: TranscriptEntry['role']; text: string; at: number; caption: true; key: string };

/**
 * The transcript's list as it shows: the final lines, and each side's live caption at the place
 * where it began (where its final line will stand), so that a line keeps its place from its first
 * word on; a caption without a start goes last. Keys follow the line, not its index: a line put
 * in before others is one new line for the log, and the lines after it stay the same nodes.
 */
export function logLines(
  transcript: readonly TranscriptEntry[],
  captions: Captions,
  starts: CaptionStarts,
): LogLine[] {
  const seen = new Map<string, number>();
  let lines: LogLine[] = transcript.map((entry) => {
    const base = `${entry.role}-${entry.at}-${entry.text}`;
    const repeat = seen.get(base) ?? 0;
    seen.set(base, repeat + 1);
    return { ...entry, caption: false, key: repeat ? `${base}-${repeat}` : base };
  });
  for (const role of ['visitor', 'assistant'] as const) {
    const text = captions[role];
    if (text === null) continue;
    const at = starts[role] ?? Number.POSITIVE_INFINITY;
    const caption: LogLine = { role, text, at, caption: true, key: `caption-${role}` };
    // The machine's own rule for where a line goes (its final line will stand there too); it
    // keeps the objects it is given, so the list stays one of `LogLine`s.
    lines = insertLine(lines, caption) as LogLine[];
  }
  return lines;
}
