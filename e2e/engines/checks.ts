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
/** How long a page may take to wake (1–3 s usually; 15 s fell short at a load average of 25). */
export const APP_WAKES_MS = 25_000;
export const DESKTOP: Viewport = { width: 1366, height: 900 };
export const PHONE: Viewport = { width: 390, height: 844 };
/** The call section of an agent page (`/clara-agent`). */
export const CALL = 'section[aria-labelledby]';
