import { Link } from '@tanstack/react-router';
import { SectionLink } from '@/components/section-link';
import { useSelector } from '@xstate/react';
import { ArrowLeft, FileQuestion, LoaderCircle, RotateCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { BlogPostCard } from '@/blog/blog.types';
import { formatGermanDate } from '@/blog/format-date';
import { blog } from '@/content/de/blog';
import type { blogArticleMachine } from '@machines/blog-article/blog-article.machine';
import {
  selectHeader,
  selectPost,
  selectStatus,
} from '@machines/blog-article/blog-article.selectors';
import { ArticleBody } from './article-body';
import { BlogPicture } from './blog-picture';

const text = blog.article;
type BlogArticleRef = ActorRefFrom<typeof blogArticleMachine>;

/**
 * One article: while it loads, its card's title, date, author and picture when the cached list
 * knows them (else a placeholder); then the sanitised body and the call to action; or the
 * not-found or error panel. Every state has one h1.
 */
export function BlogArticleView({ actorRef }: { actorRef: BlogArticleRef }) {
  const status = useSelector(actorRef, selectStatus);
  if (status === 'notFound') return <NotFound />;
  if (status === 'error') return <LoadError actorRef={actorRef} />;
  return <Article actorRef={actorRef} />;
}

function BackLink() {
  return (
    <Link
      to="/blog"
      className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-brand-700 hover:text-brand-800"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {text.back}
    </Link>
  );
}

function Article({ actorRef }: { actorRef: BlogArticleRef }) {
  const header = useSelector(actorRef, selectHeader);
  const post = useSelector(actorRef, selectPost);
  return (
    <div className="container-page py-12 sm:py-16">
      <article className="mx-auto max-w-3xl">
        <BackLink />
        {header ? <ArticleHeader post={header} /> : <h1 className="sr-only">{text.loading}</h1>}
        {post ? (
          <>
            <div className="mt-10">
              <ArticleBody html={post.content} />
            </div>
            <CallToAction />
          </>
        ) : (
          <BodySkeleton />
        )}
      </article>
    </div>
  );
}

function ArticleHeader({ post }: { post: BlogPostCard }) {
  return (
    <header className="mt-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-5xl sm:leading-tight">
        {post.title}
      </h1>
      <p className="mt-4 flex flex-wrap items-center gap-x-2 text-ink-soft">
        <time dateTime={post.date}>{formatGermanDate(post.date)}</time>{' '}
        <span aria-hidden="true">·</span> <span>{text.byAuthor(post.author)}</span>
      </p>
      <BlogPicture
        post={post}
        fetchPriority="high"
        className="mt-8 aspect-video h-auto w-full rounded-2xl bg-brand-50 object-cover"
      />
    </header>
  );
}

function BodySkeleton() {
  return (
    <div className="mt-10">
      <p role="status" className="flex items-center gap-2 text-ink-soft">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-700" />
        {text.loading}
      </p>
      <div aria-hidden="true" data-skeleton="" className="mt-6 animate-pulse space-y-4">
        <div className="h-7 w-2/3 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-100" />
        <div className="h-4 w-full rounded bg-slate-100" />
        <div className="h-4 w-5/6 rounded bg-slate-100" />
        <div className="h-4 w-3/4 rounded bg-slate-100" />
      </div>
    </div>
  );
}

function CallToAction() {
  return (
    <div className="mt-16 rounded-2xl bg-brand-50 p-8 text-center sm:p-10">
      <h2 className="text-2xl font-bold text-ink">{text.cta.title}</h2>
      <p className="mx-auto mt-3 max-w-xl text-ink-soft">{text.cta.text}</p>
      <SectionLink section="demo" replace={false} className="btn-primary mt-6 px-6 py-3 text-base">
        {text.cta.button}
      </SectionLink>
    </div>
  );
}

function Notice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      {icon}
      {children}
    </section>
  );
}

function NotFound() {
  return (
    <Notice icon={<FileQuestion aria-hidden="true" className="size-12 text-brand-700" />}>
      <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">{text.notFound.title}</h1>
      <p className="mt-3 text-ink-soft">{text.notFound.text}</p>
      <Link to="/blog" className="btn-primary mt-8">
        {text.notFound.back}
      </Link>
    </Notice>
  );
}

function LoadError({ actorRef }: { actorRef: BlogArticleRef }) {
  return (
    <Notice icon={<TriangleAlert aria-hidden="true" className="size-12 text-red-700" />}>
      <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">{text.error.title}</h1>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className="btn-primary"
          onClick={() => actorRef.send({ type: 'article.retry' })}
        >
          <RotateCw aria-hidden="true" className="size-4" />
          {text.error.retry}
        </button>
        <Link to="/blog" className="btn-secondary">
          {text.back}
        </Link>
      </div>
    </Notice>
  );
}
