/**
 * `npm run call:check`: one real web call on the configured keys, before each deploy.
 *
 *   CALL_CHECK_URL      the site to call from (default: build the production site from .env into
 *                       dist-call-check/ and serve it on http://127.0.0.1:$CALL_CHECK_PORT)
 *   CALL_CHECK_PORT     port of that local server (default 4390)
 *   CALL_CHECK_PATH     the agent page (default /clara-agent)
 *   CALL_CHECK_TIMEOUT  seconds each step may take (default 30)
 *   CALL_CHECK_PRELOAD  a module whose `prepare(page)` runs before the site opens, and whose
 *                       `quiet(page)` says when its stand-ins send nothing more: the checker's own
 *                       tests put stand-ins for the voice service there; never needed for real
 *
 * Prints every step with its time; exits 1 at the first failure, naming the step (2: it could
 * not run at all).
 */
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveDist } from '../../src/build/serve';
import { buildSite } from '../build-site';
import { runCallCheck, type CallCheckOptions } from './call-check';

const env = process.env;
let server: Server | undefined;
let siteUrl = env.CALL_CHECK_URL;
if (!siteUrl) {
  const port = Number(env.CALL_CHECK_PORT ?? 4390);
  siteUrl = `http://127.0.0.1:${port}`;
  const dir = 'dist-call-check';
  console.log(`call:check: building the production site from .env into ${dir}/ …`);
  try {
    // Served over plain http locally: the site URL says so (no upgrade of requests to https).
    await buildSite(dir, 'production', { VITE_SITE_URL: siteUrl });
  } catch {
    console.error('call:check could not build the site (see above); nothing was called.');
    process.exit(2);
  }
  server = await serveDist(port, resolve(dir));
}

let preload: Pick<CallCheckOptions, 'prepare' | 'quiet' | 'browser'> = {};
if (env.CALL_CHECK_PRELOAD) {
  preload = (await import(pathToFileURL(resolve(env.CALL_CHECK_PRELOAD)).href)) as typeof preload;
}

try {
  const result = await runCallCheck({
    siteUrl,
    path: env.CALL_CHECK_PATH,
    stepTimeoutMs: Number(env.CALL_CHECK_TIMEOUT ?? 30) * 1000,
    prepare: preload.prepare,
    quiet: preload.quiet,
    browser: preload.browser,
  });
  process.exitCode = result.ok ? 0 : 1;
} catch (error) {
  console.error('call:check could not run:', error);
  process.exitCode = 2;
} finally {
  server?.close();
}
