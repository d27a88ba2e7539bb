import type { RecapNotes } from './call.types';

/*
 * The recap's exchange rule (docs/decisions/0016, issue 22): an exchange is a visitor line,
 * spoken or typed, answered by the assistant; its answer time runs from the visitor's last line
 * to the assistant's first audio (speech-start) or final transcript line after it, whichever
 * comes first. Pure; the call machine's actions in `call.setup.ts` use them.
 */

/** A final visitor line (or a typed one, at its send): it waits for an answer from `at`. */
export const noteVisitorLine = (notes: RecapNotes, at: number): RecapNotes => ({
  ...notes,
  awaitingAnswerSince: at,
});

/**
 * The assistant answers at `at` (audio or text): the waiting line becomes an exchange with its
 * answer time. Nothing waiting (the greeting, or the text after the audio answered): no change.
 */
export function noteAnswer(notes: RecapNotes, at: number): RecapNotes {
  const since = notes.awaitingAnswerSince;
  if (since === null) return notes;
  return {
    ...notes,
    awaitingAnswerSince: null,
    lastAnswerAt: at,
    answerTimesMs: [...notes.answerTimesMs, Math.max(0, at - since)],
  };
}
