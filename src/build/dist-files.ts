import { isAbsolute, join, relative, resolve } from 'node:path';
import { isSlug } from '../blog/blog-rows';

/** A page the build was asked to write somewhere it must not: it stops instead. */
export class UnsafePathError extends Error {
  constructor(path: string, why: string) {
    super(`refusing to write the page ${JSON.stringify(path)}: ${why}`);
    this.name = 'UnsafePathError';
  }
}

// A path segment the site's own routes use: lower-case words of a–z and 0–9 joined by hyphens
// (`blog`, `clara-agent`, an article's slug). Nothing a file system or URL treats specially.
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The file a prerendered page goes to: `dist/index.html` for `/`, `dist/<path>/index.html`
 * otherwise. Every segment must be a plain route word (no empty one: `/blog/` is refused) and
 * the file must lie inside `dist`: else the build stops (no write outside `dist/`, ever,
 * whatever a data service answered).
 */
export function pageFile(dist: string, path: string): string {
  if (path === '/') return join(resolve(dist), 'index.html');
  if (!path.startsWith('/')) throw new UnsafePathError(path, 'not a path from the root');
  // No trailing or doubled slash either: `/blog/` with an empty slug is not `/blog`.
  const segments = path.slice(1).split('/');
  const bad = segments.find((segment) => !SEGMENT.test(segment));
  if (bad !== undefined) throw new UnsafePathError(path, `segment ${JSON.stringify(bad)}`);
  const root = resolve(dist);
  const file = resolve(root, ...segments, 'index.html');
  const inside = relative(root, file);
  if (!inside || inside.startsWith('..') || isAbsolute(inside)) {
    throw new UnsafePathError(path, 'outside the output directory');
  }
  return file;
}

/** The path of an article's page; only a slug that keeps the slug rule has one. */
export function articlePath(slug: string): string {
  if (!isSlug(slug)) throw new UnsafePathError(`/blog/${slug}`, 'not a slug');
  return `/blog/${slug}`;
}
