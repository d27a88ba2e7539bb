import { readFileSync } from 'node:fs';
import { minifySync, transformWithOxc } from 'vite';
import type { EntryTags } from './deferred-entry';

/** The readable source of the inline script (never imported by the app). */
const SOURCE = new URL('../start-up/start-up.inline.ts', import.meta.url);

/**
 * The inline start-up script of the prerendered pages for the built `tags`: `start-up.inline.ts`
 * without its types, called with the entry and its preloads, minified. The same text goes into
 * every page and, by hash, into the Content-Security-Policy (`security-headers.ts`).
 */
export async function startUpScript({ entry, preloads }: EntryTags): Promise<string> {
  const { code } = await transformWithOxc(readFileSync(SOURCE, 'utf8'), 'start-up.inline.ts', {
    lang: 'ts',
  });
  // A script, not a module: the function and its call in one expression, no global name.
  const declaration = code.replace(/^export function startUp\(/m, 'function startUp(');
  if (declaration === code) throw new Error('start-up.inline.ts no longer exports startUp');
  const call = `(function(){${declaration}\nstartUp(document,window,${JSON.stringify(entry)},${JSON.stringify(preloads)})})()`;
  const minified = minifySync('start-up.js', call, { compress: true, mangle: true });
  if (minified.errors.length) throw new Error(minified.errors.map((e) => e.message).join('\n'));
  return minified.code.trim();
}
