/**
 * No module-level mutable state in the app outside machines and the jotai store.
 * State belongs to an instance made where it is used (the router's context, a React context,
 * an object main.tsx makes, a parameter), to an atom of the app store, or to nobody (a
 * constant computed once, or a value computed per call). This check reads `src/` for what
 * gives module-level state away: a top-level `let` or `var`, and a top-level `const` holding
 * a new Map, Set, WeakMap or WeakSet, or an empty array or object (Prettier puts top-level
 * code at the start of the line, and nothing else).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

const MUTABLE =
  /^(?:export )?(?:let|var) |^(?:export )?const [\w$]+(?::[^=]+)? = (?:new (?:Map|Set|WeakMap|WeakSet)\b|\[\]|\{\})/;

/** Module-level values the check finds that are not mutable state: each with its reason. */
const IMMUTABLE_TABLES: Record<string, string> = {
  'src/blog/sanitize.ts:LINK_PROTOCOLS': 'a constant table: only `has()` reads it',
  'src/blog/sanitize.ts:IMAGE_PROTOCOLS': 'a constant table: only `has()` reads it',
  'src/mocks/postgrest.ts:RESERVED': 'a constant table: only `has()` reads it',
  'src/features/call/drivers/vapi-errors.ts:SKIPPED_KEYS':
    'a constant table: only `has()` reads it',
  'src/features/call/drivers/vapi-errors.ts:NON_FATAL_TYPES':
    'a constant table: only `has()` reads it',
  'src/build/serve.ts:HOST_FILES': 'a constant table: only `has()` reads it',
  'src/build/prerender.ts:unlisted':
    'a build script: its top level is its one run (imported by nothing, never in a bundle)',
};

const isCheckedFile = (path: string) =>
  /\.tsx?$/.test(path) &&
  !/\.(test|stories)\.tsx?$/.test(path) &&
  !path.endsWith('.d.ts') &&
  !path.endsWith('routeTree.gen.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return isCheckedFile(entry.name) ? [relative(root, path)] : [];
  });
}

/** `file:name` of every module-level declaration that looks like mutable state. */
function findings(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .filter((line) => MUTABLE.test(line))
      .map((line) => `${file}:${/(?:let|var|const) ([\w$]+)/.exec(line)?.[1] ?? line}`),
  );
}

describe('module-level state in src/', () => {
  const files = sourceFiles(join(root, 'src'));

  it('none outside machines and the jotai store: only constant tables remain', () => {
    const found = findings(files);
    expect(found.filter((key) => !(key in IMMUTABLE_TABLES))).toEqual([]);
    // An entry of the list whose declaration is gone goes from the list too.
    expect(Object.keys(IMMUTABLE_TABLES).filter((key) => !found.includes(key))).toEqual([]);
  });

  it('catches what it is here for', () => {
    const lines = [
      'let requested = false;',
      'export let view: Window | undefined;',
      'const listeners = new Set<() => void>();',
      'const slots = new WeakMap<AnyRouter, NoticeSlotStore>();',
      'const waiting: Raise[] = [];',
      'export const cache = {};',
    ];
    expect(lines.filter((line) => MUTABLE.test(line))).toEqual(lines);
    const fine = ['  let slot: NoticeSlot = { kind: "none" };', 'const NAMES = ["a", "b"];'];
    expect(fine.filter((line) => MUTABLE.test(line))).toEqual([]);
  });
});
