/** What an engine process reports to the runner: one JSON line per event on stdout. */
export const ENGINE_LINE = '@@engine ';

export type EngineEvent =
  | { type: 'group'; pgid: number }
  | { type: 'launched'; ms: number }
  | {
      type: 'check';
      name: string;
      status: 'passed' | 'failed' | 'skipped';
      ms: number;
      detail?: string;
    };
