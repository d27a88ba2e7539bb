import type { AnyMachineSnapshot } from 'xstate';
import { formatGermanDate } from '@/blog/format-date';
import { de } from '@/content/de';
import type { BlogArticleContext } from '@machines/blog-article/blog-article.types';

const text = de.blog.article;

/** What the article page shows, as text: read the same way from jsdom and Chromium. */
export interface BlogArticleUi {
  /** The page's one h1: the article title, or the state's own title. */
  h1: string;
  /** 'Artikel wird geladen...' with a placeholder for the body. */
  loading: boolean;
  /** Date and author line under the title, when the article (or its card) is known. */
  byline: string | null;
  /** The body shows (its text is checked separately, after sanitising). */
  body: boolean;
  /** Names of the page's links and buttons outside the body, in order. */
  controls: string[];
}

/** The UI a state of the article machine must show (spec: Blog article, section 8). */
export function expectedBlogArticleUi(snapshot: AnyMachineSnapshot): BlogArticleUi {
  const { post, preview } = snapshot.context as BlogArticleContext;
  const header = post ?? preview;
  const loading = snapshot.hasTag('loading');
  if (snapshot.matches('notFound')) {
    return {
      h1: text.notFound.title,
      loading: false,
      byline: null,
      body: false,
      controls: [text.notFound.back],
    };
  }
  if (snapshot.matches('error')) {
    return {
      h1: text.error.title,
      loading: false,
      byline: null,
      body: false,
      controls: [text.error.retry, text.back],
    };
  }
  return {
    h1: header?.title ?? text.loading,
    loading,
    byline: header ? `${formatGermanDate(header.date)} · ${text.byAuthor(header.author)}` : null,
    body: !loading,
    // The call to action 'Kostenlos testen' (→ /#demo) follows the body.
    controls: loading ? [text.back] : [text.back, text.cta.button],
  };
}

/** The toast a path step must raise, by the event that led to the state: a failed read. */
export function expectedBlogArticleToast(eventType: string): string | null {
  return eventType === 'xstate.error.actor.fetchPost'
    ? de.blog.toasts.articleFailed.description
    : null;
}
