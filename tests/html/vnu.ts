/**
 * The W3C Nu HTML Checker (`vnu-jar`, the validator behind validator.w3.org/nu) over every HTML
 * file of the e2e builds (`${E2E_DIR}/prod`, with its 14 prerendered articles, and `/demo`):
 * any HTML error fails. Its CSS messages do not count: its CSS grammar predates what Tailwind 4
 * writes (`@property`, `margin-trim`, custom properties in `transition-property`).
 * Exit 0: no error; 1: errors (listed), or the checker failed or took too long; 3 (as
 * `tests/audit.ts`): no Java runtime here, which the test command reports as not verified.
 * Usage: npx tsx tests/html/vnu.ts (after `npx tsx tests/e2e-build.ts`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { UNREACHABLE } from '../audit';

/** One message of vnu's JSON output (`--format json`). */
export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** The checker's messages that fail the check: HTML errors (and fatal ones), not CSS. */
function htmlErrors(messages: readonly VnuMessage[]): VnuMessage[] {
  return messages.filter(
    (message) =>
      (message.type === 'error' || message.type === 'non-document-error') &&
      !message.message.startsWith('CSS: '),
  );
}

/** The verdict on one vnu run: exit code and the lines to print. */
export function judge(
  output: string,
  root: string,
  files: number,
): { code: number; lines: string[] } {
  let messages: VnuMessage[];
  try {
    messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages;
  } catch {
    return { code: 1, lines: [`vnu gave no report: ${output.slice(0, 500)}`] };
  }
  const errors = htmlErrors(messages);
  const css = messages.filter((message) => message.message.startsWith('CSS: ')).length;
  const where = (message: VnuMessage) =>
    message.url ? relative(root, new URL(message.url).pathname) : '?';
  return {
    code: errors.length > 0 ? 1 : 0,
    lines: [
      `W3C Nu HTML checker: ${files} pages, ${errors.length} HTML errors (${css} CSS messages not counted)`,
      ...errors.map(
        (error) =>
          `  ${where(error)}:${error.lastLine ?? '?'} ${error.message}${error.extract ? ` — ${error.extract.trim()}` : ''}`,
      ),
    ],
  };
}

/** The longest the checker may take (one JVM for every page: ~20 s here). */
const TIMEOUT_MS = 180_000;

function htmlFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) {
    console.log('W3C Nu HTML checker: no Java runtime (java -version failed): not verified.');
    process.exit(UNREACHABLE);
  }
  const root = process.cwd();
  const dist = process.env.E2E_DIR ?? 'dist-e2e';
  const files = ['prod', 'demo'].flatMap((site) => {
    const dir = join(dist, site);
    if (!existsSync(dir)) {
      console.error(`${dir} is missing: run npx tsx tests/e2e-build.ts first`);
      process.exit(1);
    }
    return htmlFiles(dir);
  });
  const result = spawnSync(
    'java',
    [
      '-jar',
      'node_modules/vnu-jar/build/dist/vnu.jar',
      '--format',
      'json',
      '--skip-non-html',
      ...files,
    ],
    { encoding: 'utf8', timeout: TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.error) {
    console.error(`vnu did not finish within ${TIMEOUT_MS / 1000} s: ${result.error.message}`);
    process.exit(1);
  }
  // vnu writes its JSON report to stderr.
  const { code, lines } = judge(result.stderr, root, files.length);
  for (const line of lines) console.log(line);
  process.exit(code);
}
