import type { PostgrestClient } from '@supabase/postgrest-js';
import { lazy } from '@/lib/lazy';
import { config } from '@/config/config';

/**
 * The data service's REST client for the anonymous key, as supabase-js builds it for
 * `supabase.from()`: `${url}/rest/v1`, schema `public`, the key as `apikey` and as bearer token
 * (a test sends the same reads through supabase-js and compares the requests). The site only
 * reads public rows, so it needs none of supabase-js's auth, realtime, storage or functions
 * clients (decision note 0009: 5 KB gzip instead of 55 KB).
 */
export function createDataServiceClient(
  Client: typeof PostgrestClient,
  url: string,
  anonKey: string,
): PostgrestClient {
  return new Client(new URL('rest/v1', url.endsWith('/') ? url : `${url}/`).href, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    schema: 'public',
  });
}

/**
 * The browser's data-service client from `VITE_SUPABASE_URL` and `VITE_SUPABASE_ANON_KEY`,
 * created on first use: the library loads only when the blog reads. A failed load (or
 * creation) is forgotten so that a retry can load again.
 */
export const getSupabaseClient: () => Promise<PostgrestClient> = lazy(
  () => import('@supabase/postgrest-js'),
  {
    pick: ({ PostgrestClient }) =>
      createDataServiceClient(PostgrestClient, config.supabase.url, config.supabase.anonKey),
    retryOnCall: true,
  },
);

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
