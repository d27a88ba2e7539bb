import { readFileSync } from 'node:fs';
import { DataPathError, validateDataPath, type DataPath } from '../config/data-path.schema.ts';

/** Where the build looks for the operator's table unless `DATA_PATH_FILE` names another file. */
export const DEFAULT_DATA_PATH_FILE = 'data-path.json';

/**
 * Reads and checks the operator's table of where a call's data goes (`DATA_PATH_FILE`, a JSON
 * file; docs/data-path.example.json). No file: a warning, and null (the site shows no panel).
 * A file that is not JSON, or a table with a missing, empty or unknown field: a DataPathError
 * naming the file and each station and field, which fails the build.
 */
export function readDataPathForBuild(
  file: string,
  warn: (message: string) => void = console.warn,
): DataPath | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    warn(
      `${file} fehlt: 'Wohin gehen die Daten?' wird nicht angezeigt / is missing: the data-path panel is left out (docs/data-path.example.json)`,
    );
    return null;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new DataPathError([`kein gültiges JSON / not valid JSON (${String(error)})`], file);
  }
  try {
    return validateDataPath(raw);
  } catch (error) {
    if (error instanceof DataPathError) throw new DataPathError(error.problems, file);
    throw error;
  }
}
