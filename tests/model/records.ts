import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where replays are recorded: `reports/paths/<surface>.jsonl`, one line per replayed path
 * (`PATHS_REPORT_DIR` elsewhere, so that runs side by side keep their records apart).
 */
export const RECORDS_DIR = process.env.PATHS_REPORT_DIR ?? join(process.cwd(), 'reports', 'paths');

export type Surface = 'unit' | 'view' | 'browser';

export interface ReplayRecord {
  machine: string;
  path: string;
  /** Steps of the path (states checked), and how many asserted a visible fact (replays only). */
  steps?: number;
  /** null: the driver does not report what it checked (unverified). */
  checkedSteps?: number | null;
}

/** Notes that a path of a machine was replayed to its end on a surface. */
export function recordReplay(surface: Surface, record: ReplayRecord): void {
  mkdirSync(RECORDS_DIR, { recursive: true });
  appendFileSync(join(RECORDS_DIR, `${surface}.jsonl`), `${JSON.stringify(record)}\n`);
}

/** Every replay recorded on a surface. */
export function readReplays(surface: Surface): ReplayRecord[] {
  const file = join(RECORDS_DIR, `${surface}.jsonl`);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReplayRecord);
}
