import type { DataPath } from './data-path.schema';
import type { VoiceDriverName } from './config';

/**
 * The operator's table of this build's data path, validated when the site was built (see
 * `src/build/data-path.ts`); null in demo mode and when the build found no table. A constant of
 * the build, like the configuration: the bundle carries no validation code.
 */
export const dataPath: DataPath | null = __DEMO__ ? null : __DATA_PATH__;

/** What 'Wohin gehen die Daten?' shows: nothing leaves the page, or the table's stations. */
export type DataPathShown = { kind: 'local' } | { kind: 'table'; table: DataPath };

/**
 * The panel follows what the calls do: the preview driver (demo mode) sends nothing anywhere;
 * real calls go the operator's way, and without a table the site states no way at all (null).
 */
export function dataPathShown(
  driver: VoiceDriverName,
  table: DataPath | null,
): DataPathShown | null {
  if (driver === 'preview') return { kind: 'local' };
  return table ? { kind: 'table', table } : null;
}
