/**
 * Builds the two sites the e2e tests run against:
 * - `dist-e2e/prod`: a production build (no MSW inside), configured like production but with
 *   every origin pointing at `.invalid` hosts that the tests answer with the shared handlers;
 * - `dist-e2e/demo`: the demo-mode build (`build:demo`), MSW worker included.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { demoEnv } from '../src/config/demo-env';

/** Configuration of the production e2e build. */
export const e2eEnv: Record<string, string> = {
  ...demoEnv,
  VITE_VOICE_DRIVER: 'vapi',
};

function build(outDir: string, mode: string, env: Record<string, string>) {
  const options = {
    stdio: 'inherit' as const,
    env: { ...process.env, ...env, DIST_DIR: outDir, SSR_DIR: `${outDir}-ssr` },
  };
  const vite = 'node_modules/vite/bin/vite.js';
  execFileSync(
    'node',
    [vite, 'build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    options,
  );
  execFileSync(
    'node',
    [
      vite,
      'build',
      '--mode',
      mode,
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      `${outDir}-ssr`,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    options,
  );
  execFileSync('node', ['--import', 'tsx', 'src/build/prerender.ts'], options);
}

// `E2E_DIR` lets several engineers build and test side by side (default `dist-e2e`).
const dir = process.env.E2E_DIR ?? 'dist-e2e';
rmSync(dir, { recursive: true, force: true });
build(`${dir}/prod`, 'production', e2eEnv);
build(`${dir}/demo`, 'demo', {});
