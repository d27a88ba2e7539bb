import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GOOD_SLUGS, HOSTILE_SLUGS } from '../../tests/tables/blog-rows';
import { articlePath, pageFile, UnsafePathError } from './dist-files';

const parent = mkdtempSync(join(tmpdir(), 'dist-files-'));
const dist = join(parent, 'dist');
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('where a prerendered page is written: inside dist/, or nowhere', () => {
  it('the site’s own pages', () => {
    expect(pageFile(dist, '/')).toBe(join(dist, 'index.html'));
    expect(pageFile(dist, '/blog')).toBe(join(dist, 'blog', 'index.html'));
    expect(pageFile(dist, '/clara-agent')).toBe(join(dist, 'clara-agent', 'index.html'));
    expect(pageFile(dist, '/blog/ki-im-alltag')).toBe(
      join(dist, 'blog', 'ki-im-alltag', 'index.html'),
    );
  });

  it.each(HOSTILE_SLUGS.map((slug) => [slug]))(
    'the slug %j has no article page, and its path is written nowhere',
    (slug) => {
      expect(() => articlePath(slug)).toThrow(UnsafePathError);
      // Even handed the raw path, the writer stays in dist/ (or refuses), and never takes the
      // home page or the list's page.
      let file: string | undefined;
      try {
        file = pageFile(dist, `/blog/${slug}`);
      } catch (error) {
        expect(error).toBeInstanceOf(UnsafePathError);
      }
      if (file !== undefined) {
        expect(file.startsWith(`${dist}${sep}blog${sep}`)).toBe(true);
        expect(file).not.toBe(join(dist, 'blog', 'index.html'));
      }
    },
  );

  it.each(GOOD_SLUGS.map((slug) => [slug]))('the slug %j gets its own folder', (slug) => {
    expect(pageFile(dist, articlePath(slug))).toBe(join(dist, 'blog', slug, 'index.html'));
  });

  it.each(['/..', '/../x', '/blog/../../x', '/./x', '/a//b', '/%2e%2e/x', '/A', '/a b', '\\x'])(
    'refuses the path %j',
    (path) => {
      expect(() => pageFile(dist, path)).toThrow(UnsafePathError);
    },
  );

  it('wrote nothing while deciding', () => {
    expect(readdirSync(parent)).toEqual([]);
  });
});
