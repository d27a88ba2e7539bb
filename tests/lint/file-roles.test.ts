/**
 * Every file role in use is in the list of roles in docs/architecture.md ("File roles"), so a
 * newcomer reads one list and a new kind of file is named there first. A file's role is what
 * follows the first dot of its name (`demo-form.view.test.tsx`: `.view.test.tsx`); a test
 * suffix after a listed role or part (`.status.node.test.ts`, `.recap.test.ts`) needs no entry
 * of its own.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const TEST_SUFFIXES = ['.test.ts', '.test.tsx', '.node.test.ts'];

const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
const section = doc.slice(doc.indexOf('## File roles'), doc.indexOf('## Layers'));
const listed = new Set([...section.matchAll(/`(\.[a-z0-9.-]+)/g)].map((match) => match[1]!));

const withoutExt = (role: string) => role.replace(/\.(tsx?|js|json)$/, '');
const known = (role: string) =>
  listed.has(role) ||
  TEST_SUFFIXES.some((suffix) => {
    if (!role.endsWith(suffix) || role === suffix) return false;
    const tested = role.slice(0, -suffix.length);
    return [...listed].some((entry) => entry === tested || withoutExt(entry) === tested);
  });

it('names no file role outside the list in docs/architecture.md', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
  const roles = new Set(
    files
      .map((path) => basename(path))
      .filter((name) => /^[^.]+\.[^.]+\./.test(name))
      .map((name) => name.slice(name.indexOf('.'))),
  );
  expect(roles.size).toBeGreaterThan(30);
  expect([...roles].filter((role) => !known(role)).sort()).toEqual([]);
});
