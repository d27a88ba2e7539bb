import { describe, expect, it } from 'vitest';
import { fakeCards } from '@machines/blog-list/blog-list.fakes';
import {
  articleLoaderData,
  blogRouterContext,
  prerenderedBlog,
  prerenderedBlogHtml,
  readPrerenderedBlog,
  PRERENDER_DATA_ID,
  PRERENDER_LIST_ID,
} from './prerendered-blog';

/** The page as the prerenderer writes it: its blocks in <head>. */
function pageFrom(html: string): Document {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = html;
  return doc;
}

/** A page with JSON blocks of these ids and texts. */
const pageWith = (blocks: Record<string, string>) =>
  pageFrom(
    Object.entries(blocks)
      .map(([id, text]) => `<script type="application/json" id="${id}">${text}</script>`)
      .join(''),
  );

const page = { posts: fakeCards.slice(0, 6), hasMore: true };
const post = { ...fakeCards[0]!, content: '<p>Text</p>' };

// The built cards and article reaching the page and hydrating as rendered: e2e/blog.spec.ts and
// e2e/blog-article.spec.ts (the console stays clean); the head naming an article the page read
// since: e2e/blog-article.spec.ts.
describe('prerendered blog data', () => {
  it('reads back what the page was built with, a body that closes a script included', () => {
    const built = prerenderedBlog({
      list: page,
      article: { ...post, content: '<p>a </script> b</p>' },
    });
    expect(prerenderedBlogHtml(built)).not.toContain('</script> b');
    expect(readPrerenderedBlog(pageFrom(prerenderedBlogHtml(built)))).toEqual(built);
  });

  it('ignores a damaged or foreign block: the page then reads the data itself', () => {
    const none = { list: null, article: null };
    expect(readPrerenderedBlog(pageWith({ [PRERENDER_LIST_ID]: '{"posts": [' }))).toEqual(none);
    expect(readPrerenderedBlog(pageWith({ [PRERENDER_LIST_ID]: '{"cards": []}' }))).toEqual(none);
    expect(readPrerenderedBlog(pageWith({ [PRERENDER_DATA_ID]: '[1]' }))).toEqual(none);
    expect(readPrerenderedBlog(pageWith({}))).toEqual(none);
  });

  it('counts an empty first page as none (the loading state shows, as without a build read)', () => {
    expect(prerenderedBlog({ list: { posts: [], hasMore: false } }).list).toBeNull();
    expect(prerenderedBlogHtml(prerenderedBlog({ list: { posts: [], hasMore: false } }))).toBe('');
    expect(prerenderedBlog({ list: page }).list).toBe(page);
  });
});

describe('blog loader data', () => {
  it('/blog/{slug}: another slug gets none of the built article; one found missing is (noindex)', () => {
    const context = blogRouterContext(prerenderedBlog({ article: post }));
    context.missing.add('gibt-es-nicht');
    expect(articleLoaderData(context, 'gibt-es-nicht')).toEqual({
      prerendered: null,
      known: null,
      missing: true,
    });
    // The built article is never missing, whatever a later read said.
    context.missing.add(post.slug);
    expect(articleLoaderData(context, post.slug).missing).toBe(false);
    expect(articleLoaderData(blogRouterContext(), 'gibt-es-nicht').missing).toBe(false);
  });

  it('keeps what one router has shown to that router', () => {
    const first = blogRouterContext();
    first.shown.set(post.slug, post);
    expect(articleLoaderData(blogRouterContext(), post.slug).known).toBeNull();
  });
});
