import { fromPromise } from 'xstate';
import { sha256Hex } from './full-gate.actors';

/** A prompt that answers `answer` (null: cancelled). */
export const answerPrompt = (answer: string | null) =>
  fromPromise<string | null>(async () => answer);

/** Real hashing (Web Crypto exists in Node 20 too). */
export const hashPassword = fromPromise<string, string>(({ input }) => sha256Hex(input));
