import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { notFound } from '@/content/de/error-pages';
import { SiteLayout } from './site-layout';

/** The 404 page for any unknown path; the attempted path is logged. */
export function NotFoundPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    console.warn(notFound.log(pathname));
  }, [pathname]);
  return (
    <SiteLayout>
      <section className="container-page flex flex-col items-center py-24 text-center">
        <p className="text-6xl font-extrabold text-brand-700">{notFound.code}</p>
        <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{notFound.title}</h1>
        <p className="mt-3 text-ink-soft">{notFound.text}</p>
        <Link to="/" className="btn-primary mt-8">
          {notFound.home}
        </Link>
      </section>
    </SiteLayout>
  );
}
