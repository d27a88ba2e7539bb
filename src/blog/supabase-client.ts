import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';
import { config } from '@/config/config';

/**
 * The site only reads public rows with the anonymous key: no session is stored, refreshed or
 * read from the URL. Realtime is never used (the client would open a WebSocket only then).
 */
export const CLIENT_OPTIONS = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
} satisfies SupabaseClientOptions<'public'>;

let client: Promise<SupabaseClient> | undefined;

/**
 * The browser's data-service client from `VITE_SUPABASE_URL` and `VITE_SUPABASE_ANON_KEY`,
 * created on first use: the library (~50 KB gzip) loads only when the blog reads, and nothing
 * runs during prerendering (in Node 20 `createClient` would throw without a WebSocket).
 * A failed load (or creation) is forgotten so that a retry can load again.
 */
export function getSupabaseClient(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js')
    .then(({ createClient }) =>
      createClient(config.supabase.url, config.supabase.anonKey, CLIENT_OPTIONS),
    )
    .catch((error: unknown) => {
      client = undefined;
      throw error;
    });
  return client;
}

/**
 * Starts loading the client library without waiting for it: the `/blog` route calls it while
 * the router loads (before hydration, or on the intent to follow a link), so that the list's
 * first read does not wait for the library after the page has hydrated. Browser only.
 */
export function preloadSupabaseClient(): void {
  if (typeof window === 'undefined') return;
  // A failure is forgotten by getSupabaseClient(); the list's own read reports it.
  getSupabaseClient().catch(() => {});
}
