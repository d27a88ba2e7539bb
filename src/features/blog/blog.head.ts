import { pageHead } from '@/lib/head';
import { blogImageSrc } from '@/blog/blog-image';
import type { BlogPostCard } from '@/blog/blog.types';
import { config } from '@/config/config';
import { blogMeta } from '@/content/de/blog-meta';
import { brand } from '@/content/de/brand';

const meta = blogMeta;

/** Title, description and structured data of `/blog`. */
export function blogListHead() {
  return pageHead({
    title: meta.listTitle,
    description: meta.listDescription,
    path: '/blog',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: meta.blogName,
        description: meta.listDescription,
        url: `${config.siteUrl}/blog`,
        inLanguage: 'de-CH',
        publisher: { '@type': 'Organization', name: brand.name, url: config.siteUrl },
      },
    ],
  });
}

const absolute = (src: string) => (src.startsWith('/') ? `${config.siteUrl}${src}` : src);

/**
 * Title, description, canonical URL and `BlogPosting` data of `/blog/{slug}`. The machine, not
 * a loader, reads the article, so the head is generic until the article is known: the one the
 * page was built with, or one the page has shown since (the route's loader data names either;
 * see `useArticleHead`). A slug the page found no article for (`missing`) is `noindex`.
 */
export function blogArticleHead(slug: string, post: BlogPostCard | null, missing = false) {
  const path = `/blog/${slug}`;
  if (!post) {
    // An article the page found none for is served with status 200 (an article may be
    // published after the build), so its head keeps it out of the index and names no
    // canonical URL (Google's advice for an app's "not found" view).
    return pageHead({
      title: meta.articleFallbackTitle,
      description: meta.articleFallbackDescription,
      type: 'article',
      ...(missing ? { noindex: true } : { path }),
    });
  }
  const description = post.excerpt || meta.articleFallbackDescription;
  return pageHead({
    title: meta.articleTitle(post.title),
    description,
    path,
    type: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description,
        datePublished: post.date,
        inLanguage: 'de-CH',
        image: absolute(blogImageSrc(post)),
        // "Helvox Redaktion" is the editorial team, not a person.
        author: {
          '@type': post.author.startsWith(brand.name) ? 'Organization' : 'Person',
          name: post.author,
        },
        publisher: {
          '@type': 'Organization',
          name: brand.name,
          // The square logo (src/lib/site-logo.ts), by URL only: this code ships to the browser.
          logo: { '@type': 'ImageObject', url: `${config.siteUrl}/logo.png` },
        },
        mainEntityOfPage: { '@type': 'WebPage', '@id': `${config.siteUrl}${path}` },
        url: `${config.siteUrl}${path}`,
      },
    ],
  });
}
