import { describe, expect, it } from 'vitest';
import { fakeCards } from '@machines/blog-list/blog-list.fakes';
import {
  articleLoaderData,
  blogRouterContext,
  listLoaderData,
  prerenderedBlog,
  prerenderedBlogHtml,
  readPrerenderedBlog,
  PRERENDER_DATA_ID,
  PRERENDER_LIST_ID,
} from './prerendered-blog';

function pageWith(blocks: Record<string, string>): Document {
  const doc = document.implementation.createHTMLDocument('');
  for (const [id, text] of Object.entries(blocks)) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = id;
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}

/** The page as the prerenderer writes it: its blocks in <head>. */
function pageFrom(html: string): Document {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = html;
  return doc;
}

const page = { posts: fakeCards.slice(0, 6), hasMore: true };
const post = { ...fakeCards[0]!, content: '<p>Text</p>' };

describe('prerendered blog data', () => {
  it('reads back the first page of cards /blog was built with', () => {
    const built = prerenderedBlog({ list: page });
    expect(readPrerenderedBlog(pageFrom(prerenderedBlogHtml(built)))).toEqual(built);
    expect(readPrerenderedBlog(pageWith({ [PRERENDER_LIST_ID]: JSON.stringify(page) }))).toEqual({
      list: page,
      article: null,
    });
  });

  it('reads back the article an article page was built with', () => {
    const built = prerenderedBlog({ article: { ...post, content: '<p>a </script> b</p>' } });
    expect(prerenderedBlogHtml(built)).not.toContain('</script> b');
    expect(readPrerenderedBlog(pageFrom(prerenderedBlogHtml(built)))).toEqual(built);
    expect(readPrerenderedBlog(pageWith({ [PRERENDER_DATA_ID]: JSON.stringify(post) }))).toEqual({
      list: null,
      article: post,
    });
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
  it('/blog: the cards of the router context', () => {
    expect(listLoaderData(blogRouterContext(prerenderedBlog({ list: page })))).toEqual({
      prerendered: page,
    });
    expect(listLoaderData(blogRouterContext())).toEqual({ prerendered: null });
  });

  it('/blog/{slug}: the built article only for its own slug; head names shown articles too', () => {
    const context = blogRouterContext(prerenderedBlog({ article: post }));
    expect(articleLoaderData(context, post.slug)).toEqual({
      prerendered: post,
      known: post,
      missing: false,
    });
    const other = fakeCards[1]!;
    expect(articleLoaderData(context, other.slug)).toEqual({
      prerendered: null,
      known: null,
      missing: false,
    });
    context.shown.set(other.slug, other);
    expect(articleLoaderData(context, other.slug)).toEqual({
      prerendered: null,
      known: other,
      missing: false,
    });
  });

  it('/blog/{slug}: a slug the page found no article for is missing (its head: noindex)', () => {
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
