import { describe, expect, it } from 'vitest';
import { collectHead } from '@/lib/head';
import { config } from '@/config/config';
import { fakeCards } from '@machines/blog-list/blog-list.fakes';
import { blogArticleHead, blogListHead } from './blog.head';

/** The blog pages' titles and descriptions as the product words them (the spec quotes none). */
const meta = {
  articleTitle: (title: string) => `${title} | Helvox Blog`,
  articleFallbackTitle: 'Artikel | Helvox Blog',
  articleFallbackDescription:
    'Ein Artikel aus dem Blog über KI-Sprachassistenten, Terminbuchung und Automatisierung für KMU in der Schweiz.',
};
const tags = (head: ReturnType<typeof blogListHead>) => collectHead([head]);
const metaContent = (head: ReturnType<typeof blogListHead>, key: string) =>
  tags(head).flatMap((tag) =>
    tag.tag === 'meta' && (tag.attrs.name === key || tag.attrs.property === key)
      ? [tag.attrs.content]
      : [],
  )[0];
const jsonLd = (head: ReturnType<typeof blogListHead>) =>
  tags(head).flatMap((tag) => (tag.tag === 'json-ld' ? [tag.json as Record<string, unknown>] : []));

// /blog's title, description and canonical URL: e2e/blog.spec.ts and e2e/blog-article.spec.ts;
// a slug with no article (noindex, no canonical URL): e2e/blog-article.spec.ts.
describe('blog heads', () => {
  it('/blog: Blog data', () => {
    expect(jsonLd(blogListHead())[0]).toMatchObject({
      '@type': 'Blog',
      url: `${config.siteUrl}/blog`,
    });
  });

  it('an article not known yet: generic title and description, canonical URL, indexable, no data', () => {
    const head = blogArticleHead('noch-nicht-gelesen', null);
    expect(tags(head)[0]).toEqual({ tag: 'title', text: meta.articleFallbackTitle });
    expect(metaContent(head, 'description')).toBe(meta.articleFallbackDescription);
    expect(metaContent(head, 'og:type')).toBe('article');
    expect(metaContent(head, 'robots')).toBeUndefined();
    expect(head.links[0]?.href).toBe(`${config.siteUrl}/blog/noch-nicht-gelesen`);
    expect(jsonLd(head)).toEqual([]);
  });

  it('an article the page knows: its title, excerpt and BlogPosting data', () => {
    const card = fakeCards[2]!;
    const head = blogArticleHead(card.slug, card);
    expect(tags(head)[0]).toEqual({ tag: 'title', text: meta.articleTitle(card.title) });
    expect(metaContent(head, 'description')).toBe(card.excerpt);
    expect(jsonLd(head)[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: card.title,
      datePublished: card.date,
      url: `${config.siteUrl}/blog/${card.slug}`,
    });
    expect(String(jsonLd(head)[0]?.image)).toMatch(/^https?:\/\//);
  });
});
