import type { AssistantEnvName } from '../content/de/agents';
import { demoEnv } from './demo-env';
import { validateEnv, type ValidEnv } from './schema';

export type VoiceDriverName = 'vapi' | 'preview';

export interface AppConfig {
  /** True when the site runs offline on local data (no configuration, `build:demo`, tests). */
  readonly demo: boolean;
  readonly siteUrl: string;
  readonly contactEmail: string;
  readonly demoWebhookUrl: string;
  readonly supabase: { readonly url: string; readonly anonKey: string };
  readonly voice: {
    readonly driver: VoiceDriverName;
    readonly publicKey: string | undefined;
    readonly apiUrl: string;
    /** The agents' assistant ids, by the name of their variable (the agent table's `assistantEnv`). */
    readonly assistants: Readonly<Partial<Record<AssistantEnvName, string>>>;
  };
  readonly fullPasswordSha256: string | undefined;
  /** The provider's legal pages; without them 'Datenschutz' and 'Impressum' are plain text. */
  readonly privacyUrl: string | undefined;
  readonly imprintUrl: string | undefined;
}

/**
 * The assistant ids of the validated environment, by variable name. Picked by their prefix: the
 * schema reads the names from the agent table, and this module (in every page's first bundle)
 * stays without the table's copy.
 */
function assistantIds(env: ValidEnv): Partial<Record<AssistantEnvName, string>> {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name, id]) => name.startsWith('VITE_VAPI_ASSISTANT_ID') && typeof id === 'string',
    ),
  );
}

/** Maps the validated environment onto the shape the app reads. */
export function toConfig(env: ValidEnv, demo: boolean): AppConfig {
  return {
    demo,
    siteUrl: env.VITE_SITE_URL.replace(/\/+$/, ''),
    contactEmail: env.VITE_CONTACT_EMAIL,
    demoWebhookUrl: env.VITE_DEMO_WEBHOOK_URL,
    supabase: { url: env.VITE_SUPABASE_URL, anonKey: env.VITE_SUPABASE_ANON_KEY },
    voice: {
      driver: env.VITE_VOICE_DRIVER,
      publicKey: env.VITE_VAPI_PUBLIC_KEY,
      apiUrl: env.VITE_VAPI_API_URL.replace(/\/+$/, ''),
      assistants: assistantIds(env),
    },
    fullPasswordSha256: env.VITE_FULL_PASSWORD_SHA256,
    privacyUrl: env.VITE_PRIVACY_URL,
    imprintUrl: env.VITE_IMPRINT_URL,
  };
}

/**
 * Demo mode's configuration: the offline values (`.invalid` hosts) and nothing else. A `.env`
 * or variables set for production never reach a demo build: a demo must not post to the real
 * webhook or ship a key.
 */
export function demoConfig(): AppConfig {
  return toConfig(validateEnv({ ...demoEnv }), true);
}

/**
 * The site's configuration. Demo mode validates its offline values at start-up; any other build
 * was validated by the same schema when it was built and carries the result as a constant (see
 * app-config.plugin.ts), which keeps the validation code out of the production bundle.
 */
export const config: AppConfig = __DEMO__
  ? demoConfig()
  : toConfig(__VALID_ENV__ as ValidEnv, false);
