import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The spec's quoted German UI texts (the spec quotes every text the visitor sees in single
 * quotes), and where the tests state them letter for letter, outside comments and test titles:
 * the tests then fail when the copy in `src/content/de` loses a letter.
 */

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** `shared/` beside the repository, as CI keeps it (`SPEC_MD` overrides). */
export const SPEC_PATH = process.env.SPEC_MD ?? resolve(REPO, '../shared/spec.md');

/** The product's name as `src/content/de/brand.ts` spells it (stated here, not imported). */
export const PRODUCT = 'Helvox';

/**
 * Quoted strings of the spec that are not German UI texts: values of the voice provider's
 * protocol and its English error (never shown to a visitor as such).
 */
export const NOT_UI: Record<string, string> = {
  playable: 'an in-call app message of the voice provider',
  listening: 'an in-call message string of the voice provider',
  failed: 'the substring that marks a provider error as a connection failure',
  'Assistant or Squad or Workflow must be provided.':
    'the voice SDK’s English error for a start without an assistant',
};

/**
 * Fragments the spec completes with the product's name: the visible sentence is one text.
 * Keys are the quoted fragments; the value is the sentence on screen.
 */
const WITH_NAME: Record<string, string> = {
  'Was ist': `Was ist ${PRODUCT}`,
  'Willkommen bei': `Willkommen bei ${PRODUCT}`,
  'Powered by': `Powered by ${PRODUCT} AI`,
  AI: `Powered by ${PRODUCT} AI`,
  'Du wirst informiert, sobald': `Du wirst informiert, sobald ${PRODUCT} verfügbar ist.`,
  'verfügbar ist.': `Du wirst informiert, sobald ${PRODUCT} verfügbar ist.`,
  '© 2024 ... Alle Rechte vorbehalten.': `© 2024 ${PRODUCT}. Alle Rechte vorbehalten.`,
};

export interface SpecText {
  /** As quoted in the spec (or the completed sentence, for fragments). */
  text: string;
  /** What a test file must contain. */
  pattern: RegExp;
  /** The same text in the copy of `src/content/de`, where names are interpolated. */
  contentPattern: RegExp;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Characters a piece of text inside one string literal can be made of. */
const INSIDE = '[^\'"`\\n]';

/**
 * The pattern of a quoted text: `{agent}` any name, `n` any count, `...` the start of a longer
 * sentence. In the copy (`inContent`) names and counts are interpolations: `${BRAND}`, `${agent}`.
 */
function patternOf(text: string, inContent = false): RegExp {
  const shortened = text.startsWith('... ');
  let source = escape(shortened ? text.slice(4) : text)
    .replace(/\\\{agent\\\}/g, inContent ? '\\$\\{\\w+\\}' : `${INSIDE}{1,40}?`)
    .replace(/^n\//, inContent ? '\\$\\{\\w+\\}/' : '\\d+/');
  if (inContent) source = source.replaceAll(PRODUCT, `(?:${PRODUCT}|\\$\\{BRAND\\})`);
  // '... auf Ihr Mikrofon.': the end of a longer sentence.
  if (shortened) return new RegExp(`${INSIDE}+ ${source}(?![\\p{L}\\p{N}])`, 'u');
  return new RegExp(`(?<![\\p{L}\\p{N}])${source}(?![\\p{L}\\p{N}])`, 'u');
}

/** Every single-quoted string of the spec, in order, once. */
export function quotedStrings(spec: string): string[] {
  const quoted = /(?<![\p{L}\p{N}])'([^'\n]+?)'(?![\p{L}\p{N}])/gu;
  return [...new Set([...spec.matchAll(quoted)].map((match) => match[1]!))];
}

/** The spec's German UI texts, fragments completed with the product's name. */
export function specTexts(spec: string): SpecText[] {
  const texts = new Map<string, SpecText>();
  for (const quoted of quotedStrings(spec)) {
    if (quoted in NOT_UI) continue;
    const text = WITH_NAME[quoted] ?? quoted;
    if (!texts.has(text)) {
      texts.set(text, { text, pattern: patternOf(text), contentPattern: patternOf(text, true) });
    }
  }
  return [...texts.values()];
}

/** Tracked files (relative to the repository) matching `pattern`. */
const tracked = (pattern: RegExp) =>
  execFileSync('git', ['ls-files'], { cwd: REPO, encoding: 'utf8' })
    .split('\n')
    .filter((path) => pattern.test(path));

/**
 * The test files: everything under `e2e/`, the unit, view and node tests, and the view replays'
 * oracles (`tests/expected/`), not this checker's own.
 */
function testFiles(): string[] {
  return tracked(
    /^e2e\/.*\.ts$|^(src|machines|tests)\/.*\.(test|spec)\.tsx?$|^tests\/expected\/.*\.ts$/,
  ).filter((path) => !path.startsWith('tests/spec-texts/'));
}

/**
 * A test file's text without comments and test titles: a text named only there is not
 * asserted. (Line comments only where `//` follows whitespace, so URLs in strings stay.)
 */
export function assertedSource(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1')
    .replace(/\b(?:test|it|describe)(?:\.\w+)*\(\s*(['"`])(?:\\.|(?!\1)[^\\])*\1/g, '');
}

/** A tracked file's text without comments and test titles. */
const asserted = (path: string) => assertedSource(readFileSync(join(REPO, path), 'utf8'));

/** The spec texts no test file states. */
export function statedByNoTest(texts: SpecText[]): string[] {
  const sources = testFiles().map(asserted);
  return texts
    .filter(({ pattern }) => !sources.some((source) => pattern.test(source)))
    .map(({ text }) => text);
}

/** The spec texts the copy (`src/content/de`, comments removed) holds. */
export function foundInContent(texts: SpecText[]): SpecText[] {
  const sources = tracked(/^src\/content\/de\/.*\.ts$/).map(asserted);
  return texts.filter(({ contentPattern }) =>
    sources.some((source) => contentPattern.test(source)),
  );
}
