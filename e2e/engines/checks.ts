import type { EngineDriver, Viewport } from './driver';

/** One check of the suite, run once per engine. */
export interface Check {
  name: string;
  /** Hard bound of this check in this engine (default `CHECK_TIMEOUT_MS`). */
  timeoutMs?: number;
  /** Throws on failure; may return a note printed with the result. */
  run(driver: EngineDriver): Promise<string | void>;
}

export const CHECK_TIMEOUT_MS = 45_000;
/**
 * How long a page may take to wake (`html[data-awake]`) when a check observes it. A start-up
 * takes 1–3 s here; 15 s was not always enough at a load average of 15–25 (a shared 2-core
 * machine), so a failure at 25 s means a page that does not wake.
 */
export const APP_WAKES_MS = 25_000;
export const DESKTOP: Viewport = { width: 1366, height: 900 };
export const PHONE: Viewport = { width: 390, height: 844 };
/** The call section of an agent page (`/clara-agent`). */
export const CALL = 'section[aria-labelledby]';
