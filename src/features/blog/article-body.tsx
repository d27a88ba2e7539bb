import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { sanitizeArticleHtml } from '@/blog/sanitize';

/**
 * Readable defaults for the few elements an article body uses. Tailwind's base layer resets
 * them, and the body is markup from the data service, so they are styled from the container.
 */
const BODY_STYLES = [
  'text-lg leading-relaxed text-ink-soft',
  '[&>:first-child]:mt-0',
  '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-ink',
  '[&_p]:mt-5',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li::marker]:text-brand-700',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-5 [&_blockquote]:italic',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_figcaption]:mt-2 [&_figcaption]:text-sm',
  '[&_strong]:font-semibold [&_strong]:text-ink',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base',
  '[&_hr]:my-10 [&_hr]:border-slate-200',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:text-left [&_th]:border-b [&_th]:py-2 [&_td]:border-b [&_td]:border-slate-100 [&_td]:py-2',
].join(' ');

/**
 * An article body: untrusted HTML from the data service, rendered only after DOMPurify
 * (`sanitizeArticleHtml`) removed scripts, handlers, unsafe URLs, iframes and forms. Links to
 * pages of this site navigate inside the app instead of reloading it.
 */
export function ArticleBody({ html }: { html: string }) {
  const router = useRouter();
  // While prerendering the router's context hands over a DOM (jsdom); the browser uses its own.
  const view = router.options.context?.sanitizerWindow;
  const clean = useMemo(() => sanitizeArticleHtml(html, view), [html, view]);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || !container.contains(link)) return;
      const plain =
        event.button === 0 &&
        !event.defaultPrevented &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.shiftKey &&
        !event.altKey;
      if (!plain || link.target || link.origin !== window.location.origin) return;
      event.preventDefault();
      void router.navigate({ href: `${link.pathname}${link.search}${link.hash}` });
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, [router]);

  return (
    <div
      ref={ref}
      data-article-body=""
      className={BODY_STYLES}
      // Sanitised above: the only place the site renders HTML from the data service.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
