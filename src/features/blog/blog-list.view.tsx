import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { LoaderCircle, RotateCw, SearchX, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { BlogPostCard } from '@/blog/blog.types';
import { samplePosts } from '@/blog/sample-posts';
import { blog } from '@/content/de/blog';
import { PAGE_SIZE, type blogListMachine } from '@machines/blog-list/blog-list.machine';
import {
  selectCanLoadMore,
  selectIsLoadingMore,
  selectShowsLoadMore,
  selectShowsSamples,
  selectStatus,
  selectVisiblePosts,
} from '@machines/blog-list/blog-list.selectors';
import { BlogCard, BlogCardSkeleton } from './blog-card';

const text = blog.list;
type BlogListRef = ActorRefFrom<typeof blogListMachine>;

/** Cards in the first row of the widest grid (three columns) load their pictures at once. */
const FIRST_ROW = 3;

const GRID = 'grid gap-8 sm:grid-cols-2 lg:grid-cols-3';

const sameCards = (a: readonly BlogPostCard[], b: readonly BlogPostCard[]) =>
  a.length === b.length && a.every((post, index) => post === b[index]);

/** The blog list page: heading, intro, and the list machine's state (cards, loading, error, empty). */
export function BlogListView({ actorRef }: { actorRef: BlogListRef }) {
  const status = useSelector(actorRef, selectStatus);
  const showsSamples = useSelector(actorRef, selectShowsSamples);
  return (
    <div className="container-page py-16 sm:py-20">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
          {text.heading}
        </h1>
        <p className="section-intro">{text.intro}</p>
      </header>
      {status === 'loading' ? <Loading /> : null}
      {status === 'loaded' ? <Grid actorRef={actorRef} /> : null}
      {status === 'error' ? <LoadError actorRef={actorRef} /> : null}
      {status === 'empty' ? <Empty /> : null}
      {showsSamples ? (
        <Samples note={status === 'empty' ? text.samples.noteEmpty : text.samples.note} />
      ) : null}
    </div>
  );
}

function Loading() {
  return (
    <>
      <p role="status" className="mt-12 flex items-center gap-2 text-ink-soft">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-700" />
        {text.loading}
      </p>
      <div className={`mt-6 ${GRID}`}>
        {Array.from({ length: PAGE_SIZE }, (_, index) => (
          <BlogCardSkeleton key={index} />
        ))}
      </div>
    </>
  );
}

function Grid({ actorRef }: { actorRef: BlogListRef }) {
  const posts = useSelector(actorRef, selectVisiblePosts, sameCards);
  const canLoadMore = useSelector(actorRef, selectCanLoadMore);
  const showsLoadMore = useSelector(actorRef, selectShowsLoadMore);
  const loadingMore = useSelector(actorRef, selectIsLoadingMore);
  const listRef = useRef<HTMLUListElement>(null);
  // Index of the first card a "more" click will add: focus moves there once it shows, so that
  // keyboard users continue where the new cards begin (the button may disappear at the end).
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || posts.length <= from) return;
    focusFrom.current = null;
    listRef.current?.children[from]?.querySelector('a')?.focus();
  }, [posts.length]);

  const more = () => {
    focusFrom.current = posts.length;
    actorRef.send({ type: 'list.more' });
  };

  return (
    <>
      <ul ref={listRef} aria-label={text.gridLabel} className={`mt-12 ${GRID}`}>
        {posts.map((post, index) => (
          <li key={post.id}>
            <BlogCard post={post} eager={index < FIRST_ROW} priority={index === 0} />
          </li>
        ))}
      </ul>
      {showsLoadMore ? (
        <div className="mt-12 flex justify-center">
          {/* aria-disabled, not disabled: the button keeps focus while the next page loads. */}
          <button
            type="button"
            className="btn-secondary aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            aria-disabled={!canLoadMore}
            onClick={more}
          >
            {loadingMore ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : null}
            {loadingMore ? text.loadingMore : text.loadMore}
          </button>
        </div>
      ) : null}
    </>
  );
}

function Panel({ children, tone }: { children: ReactNode; tone: 'error' | 'neutral' }) {
  const colours = tone === 'error' ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-slate-50';
  return (
    <div className={`mt-12 rounded-2xl border p-8 text-center sm:p-10 ${colours}`}>{children}</div>
  );
}

function LoadError({ actorRef }: { actorRef: BlogListRef }) {
  return (
    <Panel tone="error">
      <TriangleAlert aria-hidden="true" className="mx-auto size-8 text-red-700" />
      <h2 className="mt-3 text-xl font-semibold text-ink">{text.error.title}</h2>
      <button
        type="button"
        className="btn-primary mt-6"
        onClick={() => actorRef.send({ type: 'list.retry' })}
      >
        <RotateCw aria-hidden="true" className="size-4" />
        {text.error.retry}
      </button>
    </Panel>
  );
}

function Empty() {
  return (
    <Panel tone="neutral">
      <SearchX aria-hidden="true" className="mx-auto size-8 text-ink-soft" />
      <h2 className="mt-3 text-xl font-semibold text-ink">{text.empty.title}</h2>
      <Link to="/" className="btn-secondary mt-6">
        {text.empty.home}
      </Link>
    </Panel>
  );
}

/** The three built-in German articles, labelled as examples (error and empty states). */
function Samples({ note }: { note: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-16 border-t border-slate-200 pt-12">
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        {text.samples.heading}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-soft">{note}</p>
      <ul className={`mt-8 ${GRID}`}>
        {samplePosts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} headingLevel={3} sample />
          </li>
        ))}
      </ul>
    </section>
  );
}
