/// <reference types="vite/client" />

/** Replaced at build time: true in demo mode (no configuration, `build:demo`, tests). */
declare const __DEMO__: boolean;

/** Replaced at build time: the configuration validated by the build (null in demo mode). */
// eslint-disable-next-line @typescript-eslint/consistent-type-imports -- a global declaration cannot have a top-level import
declare const __VALID_ENV__: import('./config/schema').ValidEnv | null;

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_DEMO_WEBHOOK_URL?: string;
  readonly VITE_BLOG_WEBHOOK_URL?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_VAPI_PUBLIC_KEY?: string;
  readonly VITE_VAPI_API_URL?: string;
  readonly VITE_VAPI_ASSISTANT_ID?: string;
  readonly VITE_VAPI_ASSISTANT_ID_CLARA?: string;
  readonly VITE_VAPI_ASSISTANT_ID_JONAS?: string;
  readonly VITE_VAPI_ASSISTANT_ID_MIA?: string;
  readonly VITE_VAPI_ASSISTANT_ID_LUCA?: string;
  readonly VITE_VOICE_DRIVER?: string;
  readonly VITE_FULL_PASSWORD_SHA256?: string;
  readonly VITE_PRIVACY_URL?: string;
  readonly VITE_IMPRINT_URL?: string;
  readonly VITE_CSP_REPORT_URL?: string;
}
