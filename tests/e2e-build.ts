/**
 * Builds the two sites the e2e tests run against:
 * - `dist-e2e/prod`: a production build (no MSW inside), configured like production but with
 *   every origin pointing at `.invalid` hosts that the tests answer with the shared handlers;
 *   its articles are prerendered from the seed, served at build time by a local copy of the
 *   data service (`PRERENDER_DATA_URL`);
 * - `dist-e2e/demo`: the demo-mode build (`build:demo`), MSW worker included.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { blogSeedPosts } from '../supabase/data/blog-posts';
import { demoEnv } from '../src/config/demo-env';
import { serveDataService } from './mocks/data-service-server';

/** Configuration of the production e2e build. */
export const e2eEnv: Record<string, string> = {
  ...demoEnv,
  VITE_VOICE_DRIVER: 'vapi',
};

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', args, { stdio: 'inherit', env });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} → ${code}`)),
    );
  });
}

async function build(outDir: string, mode: string, env: Record<string, string>) {
  const vite = 'node_modules/vite/bin/vite.js';
  const ssrDir = `${outDir}-ssr`;
  const fullEnv = { ...process.env, ...env, DIST_DIR: outDir, SSR_DIR: ssrDir };
  const quiet = ['--emptyOutDir', '--logLevel', 'warn'];
  await run([vite, 'build', '--mode', mode, '--outDir', outDir, ...quiet], fullEnv);
  await run(
    [vite, 'build', '--mode', mode, '--ssr', 'src/entry-server.tsx', '--outDir', ssrDir, ...quiet],
    fullEnv,
  );
  await run(['--import', 'tsx', 'src/build/prerender.ts'], fullEnv);
}

// `E2E_DIR` lets several engineers build and test side by side (default `dist-e2e`).
const dir = process.env.E2E_DIR ?? 'dist-e2e';
rmSync(dir, { recursive: true, force: true });
const dataService = await serveDataService(0, blogSeedPosts);
try {
  const { port } = dataService.address() as AddressInfo;
  await build(`${dir}/prod`, 'production', {
    ...e2eEnv,
    PRERENDER_DATA_URL: `http://127.0.0.1:${port}`,
  });
} finally {
  dataService.close();
}
await build(`${dir}/demo`, 'demo', {});
