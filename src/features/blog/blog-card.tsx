import { Link } from '@tanstack/react-router';
import type { BlogPostCard } from '@/blog/blog.types';
import { formatGermanDate } from '@/blog/format-date';
import { blog } from '@/content/de/blog';
import { BlogPicture } from './blog-picture';

const text = blog.card;

interface BlogCardProps {
  post: BlogPostCard;
  /** h2 in the grid right under the page's h1; h3 below a section heading (the samples). */
  headingLevel?: 2 | 3;
  /** The picture is above the fold (first row): load it at once instead of lazily. */
  eager?: boolean;
  /** The first card's picture: likely the largest thing on a phone's first screen. */
  priority?: boolean;
  /** A built-in sample article: labelled as an example. */
  sample?: boolean;
}

/**
 * One article in the grid. The title is the link (its accessible name); a pseudo-element
 * stretches it over the whole card, so the card is one click target and one tab stop.
 */
export function BlogCard({
  post,
  headingLevel = 2,
  eager = false,
  priority = false,
  sample = false,
}: BlogCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-700">
      <BlogPicture
        post={post}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className="aspect-video h-auto w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-soft">
          {sample ? (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {text.sampleBadge}
            </span>
          ) : null}
          <time dateTime={post.date}>{formatGermanDate(post.date)}</time>{' '}
          <span aria-hidden="true">·</span> <span>{text.byAuthor(post.author)}</span>
        </p>
        <Heading className="mt-3 line-clamp-2 text-lg leading-snug font-semibold text-ink">
          <Link
            to="/blog/$slug"
            params={{ slug: post.slug }}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-brand-800"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className="mt-2 line-clamp-3 text-ink-soft">{post.excerpt}</p> : null}
        {/* The link above already names the target; this is its visual cue only. */}
        <span
          aria-hidden="true"
          className="mt-auto pt-4 text-sm font-semibold text-brand-700 group-hover:text-brand-800"
        >
          {text.readMore}
        </span>
      </div>
    </article>
  );
}

/** A grey stand-in of a card while the first page loads (hidden from assistive technology). */
export function BlogCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-skeleton=""
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      <div className="aspect-video bg-slate-200" />
      <div className="space-y-3 p-6">
        <div className="h-3 w-1/3 rounded bg-slate-200" />
        <div className="h-5 w-5/6 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-100" />
        <div className="h-4 w-2/3 rounded bg-slate-100" />
      </div>
    </div>
  );
}
