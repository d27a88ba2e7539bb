/**
 * Which answer a static host gives a path that has no file: the `_redirects` file (Netlify's
 * format) the build writes, and the matching that `serve.ts` does with it, as Netlify does:
 * rules in order, the first that matches wins; a file that exists wins over every rule
 * (no forced `!` rules here); a trailing slash does not matter; `*` matches the rest of the
 * path, `:name` one segment.
 */

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/** The SPA shell: an empty `#root` the app renders in the browser. */
export const SHELL_FILE = '/200.html';
/** The prerendered 404 page ('Oops! Page not found'). */
export const NOT_FOUND_FILE = '/404.html';

/**
 * `_redirects` for a build: the app's pages without a file of their own (`shellPaths`, e.g. an
 * article published after the build) answer the SPA shell with 200; every other path without
 * a file, a missing `/assets/*` code file included, answers the 404 page with status 404.
 */
export function redirectsFile(shellPaths: readonly string[]): string {
  return [
    '# Written by the build (src/build/prerender.ts). A file that exists wins over every rule.',
    "# The app's pages without a file of their own: the SPA shell, which renders them.",
    ...shellPaths.map((path) => `${path}  ${SHELL_FILE}  200`),
    '# Every other path, a missing /assets/* file included: the 404 page, status 404.',
    `/*  ${NOT_FOUND_FILE}  404`,
    '',
  ].join('\n');
}

/** The rules of a `_redirects` file (comments and blank lines skipped). */
export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const [from, to, status = '301'] = trimmed.split(/\s+/);
    if (!from || !to || !/^[1-5]\d\d$/.test(status)) {
      throw new Error(`_redirects: cannot read the rule "${trimmed}"`);
    }
    rules.push({ from, to, status: Number(status) });
  }
  return rules;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function patternOf(from: string): RegExp {
  const source = withoutTrailingSlash(from)
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.+?^${}()|[\]\\*]/g, '\\$&');
    })
    .join('/');
  // `/*` also matches `/` itself, as on Netlify.
  return new RegExp(`^${source.replace(/\/\.\*$/, '(?:/.*)?')}$`);
}

/** The first rule whose `from` matches this path (as requested, still percent-encoded). */
export function matchRedirect(
  rules: readonly RedirectRule[],
  path: string,
): RedirectRule | undefined {
  const target = withoutTrailingSlash(path);
  return rules.find((rule) => patternOf(rule.from).test(target));
}
