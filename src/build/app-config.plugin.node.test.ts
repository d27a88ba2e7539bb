import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_PRODUCTION_ENV } from '../../tests/fake-production-env';
import { demoConfig } from '../config/config';
import { demoEnv } from '../config/demo-env';
import { appConfigPlugin, DEMO_ENV_PREFIX } from './app-config.plugin';

type ConfigHook = (
  config: object,
  env: { mode: string; command: 'build' | 'serve' },
) => { define: Record<string, string>; envPrefix?: string };
const configHook = () => appConfigPlugin().config as unknown as ConfigHook;
/** The plugin's configuration for a build in `mode`. */
const build = (mode: string) => configHook()({}, { mode, command: 'build' });

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

function setEnv(env: Record<string, string>) {
  for (const key of Object.keys(process.env)) if (key.startsWith('VITE_')) delete process.env[key];
  Object.assign(process.env, env);
}

describe('build-time configuration', () => {
  it('builds the demo mode with no configuration', () => {
    setEnv({});
    expect(build('demo').define.__DEMO__).toBe('true');
    expect(configHook()({}, { mode: 'development', command: 'serve' }).define.__DEMO__).toBe(
      'true',
    );
  });

  it('a demo built where a production configuration is set reads none of it', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    setEnv(FAKE_PRODUCTION_ENV);
    const hook = build('demo');
    expect(hook.define.__DEMO__).toBe('true');
    expect(hook.define.__VALID_ENV__).toBe('null');
    // Nor its data-path table (DATA_PATH_FILE is set): the demo says nothing leaves the browser.
    expect(hook.define.__DATA_PATH__).toBe('null');
    // No VITE_* variable reaches the demo's `import.meta.env`.
    expect(hook.envPrefix).toEqual(expect.any(String));
    expect(hook.envPrefix).toBe(DEMO_ENV_PREFIX);
    for (const name of Object.keys(FAKE_PRODUCTION_ENV)) {
      expect(name.startsWith(hook.envPrefix!)).toBe(false);
    }
    expect(Object.keys(process.env).some((name) => name.startsWith(DEMO_ENV_PREFIX))).toBe(false);
    // Not even the blog webhook's origin is logged: the demo does not look at it.
    expect(log).not.toHaveBeenCalled();
    // A production build keeps reading its variables.
    expect(build('production').envPrefix).toBeUndefined();
  });

  it("the demo's configuration is the offline one, whatever is set", () => {
    setEnv(FAKE_PRODUCTION_ENV);
    const config = demoConfig();
    expect(config.demo).toBe(true);
    expect(config.demoWebhookUrl).toBe('https://hooks.helvox.invalid/webhook/demo-request');
    expect(config.supabase).toEqual({
      url: 'https://data.helvox.invalid',
      anonKey: 'demo-anon-key',
    });
    expect(config.voice.driver).toBe('preview');
    expect(config.voice.publicKey).toBe('demo-public-key');
  });

  it('builds production with every required variable', () => {
    setEnv({ ...demoEnv, VITE_VOICE_DRIVER: 'vapi' });
    expect(build('production').define.__DEMO__).toBe('false');
  });

  // Left out of the bundle: e2e/build-output.spec.ts reads the built files for it.
  it('checks and logs the blog webhook', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    setEnv({ ...demoEnv, VITE_BLOG_WEBHOOK_URL: 'https://hooks.example.ch/webhook/blog-t0ken' });
    const { define } = build('production');
    expect(define.__VALID_ENV__).toContain('VITE_DEMO_WEBHOOK_URL');
    expect(log).toHaveBeenCalledWith(
      'VITE_BLOG_WEBHOOK_URL: https://hooks.example.ch/… (checked; not shipped to the browser)',
    );
    setEnv({ ...demoEnv, VITE_BLOG_WEBHOOK_URL: 'no url' });
    expect(() => build('production')).toThrow(/VITE_BLOG_WEBHOOK_URL ist keine gültige URL/);
  });

  it('fails a production build that lacks a variable, naming it', () => {
    const { VITE_SUPABASE_URL: _, ...rest } = demoEnv;
    setEnv(rest);
    expect(() => build('production')).toThrow(/VITE_SUPABASE_URL fehlt/);
  });

  it('names every missing voice id when the vapi driver is chosen', () => {
    const { VITE_VAPI_ASSISTANT_ID_MIA: _a, VITE_VAPI_PUBLIC_KEY: _b, ...rest } = demoEnv;
    setEnv({ ...rest, VITE_VOICE_DRIVER: 'vapi' });
    expect(() => build('production')).toThrow(
      /VITE_VAPI_PUBLIC_KEY fehlt[\s\S]*VITE_VAPI_ASSISTANT_ID_MIA fehlt/,
    );
  });

  it('rejects an unknown voice driver and a malformed URL', () => {
    setEnv({ ...demoEnv, VITE_VOICE_DRIVER: 'twilio' });
    expect(() => build('production')).toThrow(/VITE_VOICE_DRIVER/);
    setEnv({ ...demoEnv, VITE_DEMO_WEBHOOK_URL: 'not a url' });
    expect(() => build('production')).toThrow(/VITE_DEMO_WEBHOOK_URL ist keine gültige URL/);
  });
});
