import { afterEach, describe, expect, it } from 'vitest';
import { fakeCards } from '@machines/blog-list/blog-list.fakes';
import {
  adoptPrerenderedBlog,
  prerenderedArticle,
  prerenderedList,
  PRERENDER_DATA_ID,
  PRERENDER_LIST_ID,
  setPrerenderedList,
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

const page = { posts: fakeCards.slice(0, 6), hasMore: true };

describe('prerendered blog data', () => {
  afterEach(() => setPrerenderedList(null));

  it('adopts the first page of cards /blog was built with', () => {
    adoptPrerenderedBlog(pageWith({ [PRERENDER_LIST_ID]: JSON.stringify(page) }));
    expect(prerenderedList()).toEqual(page);
  });

  it('adopts the article an article page was built with', () => {
    const post = { ...fakeCards[0]!, content: '<p>Text</p>' };
    adoptPrerenderedBlog(pageWith({ [PRERENDER_DATA_ID]: JSON.stringify(post) }));
    expect(prerenderedArticle(post.slug)).toEqual(post);
    expect(prerenderedList()).toBeNull();
  });

  it('ignores a damaged or foreign block: the page then reads the data itself', () => {
    adoptPrerenderedBlog(pageWith({ [PRERENDER_LIST_ID]: '{"posts": [' }));
    expect(prerenderedList()).toBeNull();
    adoptPrerenderedBlog(pageWith({ [PRERENDER_LIST_ID]: '{"cards": []}' }));
    expect(prerenderedList()).toBeNull();
  });

  it('counts an empty first page as none (the loading state shows, as without a build read)', () => {
    setPrerenderedList({ posts: [], hasMore: false });
    expect(prerenderedList()).toBeNull();
    setPrerenderedList(page);
    expect(prerenderedList()).toBe(page);
  });
});
