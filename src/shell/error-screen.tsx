import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { errorScreen } from '@/content/de/error-pages';

/** The router's error screen: shown when rendering a route throws. */
export function ErrorScreen({ error }: ErrorComponentProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="container-page flex min-h-dvh flex-col items-center justify-center py-24 text-center">
      <h1 className="text-2xl font-bold sm:text-3xl">{errorScreen.title}</h1>
      <p className="mt-3 text-ink-soft">{errorScreen.text}</p>
      {import.meta.env.DEV && error instanceof Error ? (
        <pre className="mt-6 max-w-full overflow-auto rounded-lg bg-slate-100 p-4 text-left text-sm">
          {error.message}
        </pre>
      ) : null}
      <div className="mt-8 flex gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          {errorScreen.reload}
        </button>
        <a href="/" className="btn-secondary">
          {errorScreen.home}
        </a>
      </div>
    </main>
  );
}
