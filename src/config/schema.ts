import * as v from 'valibot';
import { agents, type AgentEntry, type AssistantEnvName } from '../content/de/agents.ts';

/** The assistant-id variables of an agent table, in its order. */
export const assistantEnvNamesOf = <Table extends Readonly<Record<string, AgentEntry>>>(
  table: Table,
) =>
  Object.values(table).map((agent) => agent.assistantEnv) as Table[keyof Table]['assistantEnv'][];

/** The agents' assistant-id variables, from the agent table (`src/content/de/agents.ts`). */
export const ASSISTANT_ENV_NAMES: AssistantEnvName[] = /* @__PURE__ */ assistantEnvNamesOf(agents);

const siteEnvNames = () =>
  [
    'VITE_SITE_URL',
    'VITE_CONTACT_EMAIL',
    'VITE_DEMO_WEBHOOK_URL',
    'VITE_BLOG_WEBHOOK_URL',
    'VITE_SUPABASE_URL',
    'VITE_SUPABASE_ANON_KEY',
    'VITE_VAPI_PUBLIC_KEY',
    'VITE_VAPI_API_URL',
    ...ASSISTANT_ENV_NAMES,
    'VITE_VOICE_DRIVER',
    'VITE_FULL_PASSWORD_SHA256',
    'VITE_PRIVACY_URL',
    'VITE_IMPRINT_URL',
    'VITE_CSP_REPORT_URL',
  ] as const;

/**
 * Names of every variable the site reads; documented in `.env.example`. Built by calls marked
 * pure: a production bundle, which validates nothing (the build did), drops them and with them
 * the agent table's copy (the first bundle of `/`, e2e/budgets.spec.ts).
 */
export const ENV_NAMES = /* @__PURE__ */ siteEnvNames();

export type EnvName = (typeof ENV_NAMES)[number];

/**
 * Variables the build checks and logs but does not ship to the browser: nothing in the site
 * reads them (the blog automation's webhook is configured for the team's own tools; the CSP
 * report endpoint goes into `_headers` only).
 */
export const BUILD_ONLY_NAMES = [
  'VITE_BLOG_WEBHOOK_URL',
  'VITE_CSP_REPORT_URL',
] as const satisfies readonly EnvName[];

/** The validated environment without the build-only variables: what a bundle may carry. */
export function shippedEnv<T extends object>(env: T): Omit<T, (typeof BUILD_ONLY_NAMES)[number]> {
  const shipped = { ...env } as Record<string, unknown>;
  for (const name of BUILD_ONLY_NAMES) delete shipped[name];
  return shipped as Omit<T, (typeof BUILD_ONLY_NAMES)[number]>;
}
export type RawEnv = Partial<Record<EnvName, string | undefined>>;

export const DEFAULT_VAPI_API_URL = 'https://api.vapi.ai';

const url = (name: EnvName) =>
  v.pipe(v.string(`${name} fehlt`), v.trim(), v.url(`${name} ist keine gültige URL`));
const text = (name: EnvName) =>
  v.pipe(v.string(`${name} fehlt`), v.trim(), v.minLength(1, `${name} fehlt`));
const optionalUrl = (name: EnvName) => v.optional(url(name));
const optionalHttpsUrl = (name: EnvName) =>
  v.optional(v.pipe(url(name), v.startsWith('https://', `${name} muss mit https:// beginnen`)));

/**
 * The environment as the site needs it. With the `vapi` driver every voice id is required;
 * the offline `preview` driver needs none of them. Built by `validateEnv` (a function, not a
 * module constant), so that a bundle that never validates carries no validation code at all.
 */
function buildEnvSchema() {
  const voiceIds = v.object({
    VITE_VAPI_PUBLIC_KEY: text('VITE_VAPI_PUBLIC_KEY'),
    ...(Object.fromEntries(ASSISTANT_ENV_NAMES.map((name) => [name, text(name)])) as Record<
      AssistantEnvName,
      ReturnType<typeof text>
    >),
  });
  const base = v.object({
    VITE_SITE_URL: url('VITE_SITE_URL'),
    VITE_CONTACT_EMAIL: v.pipe(
      text('VITE_CONTACT_EMAIL'),
      v.email('VITE_CONTACT_EMAIL ist keine gültige E-Mail-Adresse'),
    ),
    VITE_DEMO_WEBHOOK_URL: url('VITE_DEMO_WEBHOOK_URL'),
    VITE_BLOG_WEBHOOK_URL: optionalUrl('VITE_BLOG_WEBHOOK_URL'),
    VITE_SUPABASE_URL: url('VITE_SUPABASE_URL'),
    VITE_SUPABASE_ANON_KEY: text('VITE_SUPABASE_ANON_KEY'),
    VITE_VAPI_API_URL: v.optional(url('VITE_VAPI_API_URL'), DEFAULT_VAPI_API_URL),
    VITE_PRIVACY_URL: optionalHttpsUrl('VITE_PRIVACY_URL'),
    VITE_IMPRINT_URL: optionalHttpsUrl('VITE_IMPRINT_URL'),
    VITE_CSP_REPORT_URL: optionalHttpsUrl('VITE_CSP_REPORT_URL'),
    VITE_FULL_PASSWORD_SHA256: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.toLowerCase(),
        v.regex(/^[0-9a-f]{64}$/, 'VITE_FULL_PASSWORD_SHA256 muss ein SHA-256 in Hex sein'),
      ),
    ),
  });
  return v.variant('VITE_VOICE_DRIVER', [
    v.object({
      ...base.entries,
      ...voiceIds.entries,
      VITE_VOICE_DRIVER: v.optional(v.literal('vapi'), 'vapi'),
    }),
    v.object({
      ...base.entries,
      ...v.partial(voiceIds).entries,
      VITE_VOICE_DRIVER: v.literal('preview'),
    }),
  ]);
}

export type ValidEnv = v.InferOutput<ReturnType<typeof buildEnvSchema>>;

/** Drops empty strings so that `FOO=` in a .env file counts as unset. */
export function definedOnly(env: Record<string, unknown>): RawEnv {
  const out: RawEnv = {};
  for (const name of ENV_NAMES) {
    const value = env[name];
    if (typeof value === 'string' && value.trim() !== '') out[name] = value;
  }
  return out;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ungültige Konfiguration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the raw environment; throws a ConfigError naming every bad or missing variable. */
export function validateEnv(raw: RawEnv): ValidEnv {
  const driver = raw.VITE_VOICE_DRIVER;
  if (driver !== undefined && driver !== 'vapi' && driver !== 'preview') {
    throw new ConfigError([`VITE_VOICE_DRIVER muss "vapi" oder "preview" sein, nicht "${driver}"`]);
  }
  // Built per call: validation runs once per build or start, and building takes microseconds.
  const result = v.safeParse(buildEnvSchema(), raw);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => {
    const key = v.getDotPath(issue) ?? '';
    return issue.input === undefined ? `${key} fehlt` : issue.message;
  });
  throw new ConfigError([...new Set(problems)]);
}
