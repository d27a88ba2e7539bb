/**
 * Every page the build writes, rendered as the prerenderer renders it (`render()` of the server
 * entry into the site's own `index.html`), checked by html-validate against the HTML standard:
 * content models (what may sit inside a button, a heading, a list), required attributes,
 * duplicate ids, references (`aria-controls`, `for`), heading order, labelled fields. The W3C
 * checker runs over the built pages too (`tests/html/vnu.ts`, after the e2e build).
 */
import { readFileSync } from 'node:fs';
import { HtmlValidate } from 'html-validate';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { prerenderPaths, render, shellPaths } from '@/entry-server';
import { blogSeedPosts } from '../../supabase/data/blog-posts';

const template = readFileSync('index.html', 'utf8');
const articles = blogSeedPosts.filter((post) => post.published);

const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: {
    // Our scripts and styles come from the site itself (the CSP allows nothing else).
    'require-sri': 'off',
  },
});

async function page(path: string, options?: Parameters<typeof render>[1]) {
  const rendered = await render(path, options);
  return template
    .replace('<!--app-head-->', rendered.head)
    .replace('<!--app-html-->', rendered.html);
}

async function problems(html: string) {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${message.ruleId}: ${message.message} (${message.selector ?? ''})`,
    ),
  );
}

// Article bodies are sanitised while prerendering, in a jsdom window (as prerender.ts does).
const sanitizerWindow = new JSDOM('', { url: 'http://localhost:5173/' })
  .window as unknown as Window & typeof globalThis;

const PAGES = [
  '/',
  '/blog',
  '/agents',
  '/clara-agent',
  '/jonas-agent',
  '/mia-agent',
  '/luca-agent',
  '/einrichten',
  '/full',
  '/maintenance',
];

describe('the content model of every built page (html-validate)', () => {
  it('has the pages the build writes', async () => {
    expect(await prerenderPaths()).toEqual(PAGES);
    expect(articles.length).toBe(14);
  });

  it.each(PAGES)('%s', async (path) => {
    const options =
      path === '/blog'
        ? { firstPage: { posts: articles.slice(0, 6), hasMore: articles.length > 6 } }
        : {};
    expect(await problems(await page(path, options))).toEqual([]);
  });

  it('the 404 page and the pages the SPA shell renders (before their data)', async () => {
    for (const path of ['/404', ...shellPaths.map((path) => path.replace(':slug', 'neu'))])
      expect(await problems(await page(path)), path).toEqual([]);
  });

  it.each(articles.map((article) => [article.slug, article]))('/blog/%s', async (slug, article) => {
    expect(await problems(await page(`/blog/${slug}`, { article, sanitizerWindow }))).toEqual([]);
  });

  it('catches what it is here for: a block inside a button, a duplicate id, a label for nothing', async () => {
    const broken = template
      .replace('<!--app-head-->', '<title>x</title>')
      .replace(
        '<!--app-html-->',
        '<main><h1>x</h1><button type="button"><div>x</div></button><p id="a"></p><p id="a"></p><label for="b">x</label></main>',
      );
    expect((await problems(broken)).map((problem) => problem.split(':')[0])).toEqual([
      'element-permitted-content',
      'no-dup-id',
      'no-missing-references',
    ]);
  });
});
