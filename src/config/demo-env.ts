import { agents, type AssistantEnvName } from '../content/de/agents.ts';
import type { RawEnv } from './schema';

/** Adds every agent's demo assistant id, `demo-assistant-<key>`, by its variable (the agent table). */
function withDemoAssistantIds<Env extends object>(env: Env) {
  const ids = Object.entries(agents).map(([key, agent]) => [
    agent.assistantEnv,
    `demo-assistant-${key}`,
  ]);
  return { ...env, ...(Object.fromEntries(ids) as Record<AssistantEnvName, string>) };
}

/**
 * Values used in demo mode (no configuration): every origin ends in `.invalid`, a top-level
 * domain that never resolves, so nothing leaves the machine; the MSW worker answers them.
 * The demo password for the hidden `/full` gate is "helvox-demo". Built by a call marked pure: a
 * production bundle, which never reads these values, drops it, and with it the agent table's
 * copy (the first bundle of `/`, e2e/budgets.spec.ts).
 */
export const demoEnv = /* @__PURE__ */ withDemoAssistantIds({
  VITE_SITE_URL: 'http://localhost:5173',
  VITE_CONTACT_EMAIL: 'info@helvox.ch',
  VITE_DEMO_WEBHOOK_URL: 'https://hooks.helvox.invalid/webhook/demo-request',
  VITE_BLOG_WEBHOOK_URL: 'https://hooks.helvox.invalid/webhook/blog',
  VITE_SUPABASE_URL: 'https://data.helvox.invalid',
  VITE_SUPABASE_ANON_KEY: 'demo-anon-key',
  VITE_VAPI_PUBLIC_KEY: 'demo-public-key',
  VITE_VAPI_API_URL: 'https://voice.helvox.invalid',
  VITE_VOICE_DRIVER: 'preview',
  // sha256("helvox-demo")
  VITE_FULL_PASSWORD_SHA256: '92b665094c65506c96700d542888ad7dbda2473b625aa36560d51491d77939ac',
  // Not set in the demo: no legal pages ('Datenschutz' and 'Impressum' stay text, as the spec
  // has them) and no CSP reports.
}) satisfies Required<
  Omit<RawEnv, 'VITE_PRIVACY_URL' | 'VITE_IMPRINT_URL' | 'VITE_CSP_REPORT_URL'>
>;
