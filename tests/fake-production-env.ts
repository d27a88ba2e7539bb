/**
 * A production configuration nobody uses, with values that are easy to find: the e2e demo site
 * is built with it set (as on a machine whose `.env` is configured for production), and the
 * demo must ship none of it (`e2e/demo-mode.demo.spec.ts`).
 */
export const FAKE_PRODUCTION_ENV = {
  VITE_SITE_URL: 'https://www.fake-production-site.example',
  VITE_CONTACT_EMAIL: 'leads@fake-production-site.example',
  VITE_DEMO_WEBHOOK_URL: 'https://hooks.fake-production.example/webhook/demo-t0ken-4f1c',
  VITE_BLOG_WEBHOOK_URL: 'https://hooks.fake-production.example/webhook/blog-t0ken-9a2e',
  VITE_SUPABASE_URL: 'https://fakeprodproject.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'fake-prod-anon-key-7d3b',
  VITE_VAPI_PUBLIC_KEY: 'fake-prod-vapi-public-key-0e5a',
  VITE_VAPI_API_URL: 'https://voice.fake-production.example',
  VITE_VAPI_ASSISTANT_ID: 'fake-prod-assistant-helvox-11',
  VITE_VAPI_ASSISTANT_ID_CLARA: 'fake-prod-assistant-clara-12',
  VITE_VAPI_ASSISTANT_ID_JONAS: 'fake-prod-assistant-jonas-13',
  VITE_VAPI_ASSISTANT_ID_MIA: 'fake-prod-assistant-mia-14',
  VITE_VAPI_ASSISTANT_ID_LUCA: 'fake-prod-assistant-luca-15',
  VITE_VOICE_DRIVER: 'vapi',
  VITE_FULL_PASSWORD_SHA256: 'f'.repeat(16) + '0123456789abcdef'.repeat(3),
  // The operator's data-path table (a complete one): the demo shows its own panel instead.
  DATA_PATH_FILE: 'tests/fake-data-path.json',
} as const;

/** What of it must never be in a demo build: every value, and every host and key in it. */
export const FAKE_PRODUCTION_MARKERS: readonly string[] = [
  ...new Set(
    Object.entries(FAKE_PRODUCTION_ENV)
      .filter(([name]) => name !== 'VITE_VOICE_DRIVER')
      .flatMap(([, value]) =>
        value.startsWith('https://') ? [value, new URL(value).host] : [value],
      ),
  ),
];
