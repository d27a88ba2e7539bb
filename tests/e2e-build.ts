/**
 * Builds the two sites the e2e tests run against:
 * - `dist-e2e/prod`: a production build (no MSW inside), configured like production but with
 *   every origin pointing at `.invalid` hosts that the tests answer with the shared handlers;
 *   its articles are prerendered from the seed, served at build time by a local copy of the
 *   data service (`PRERENDER_DATA_URL`);
 * - `dist-e2e/demo`: the demo-mode build (`build:demo`), MSW worker included, built with a
 *   full (fake) production configuration set, as on a machine whose `.env` is configured: the
 *   demo must ignore it (`e2e/demo-mode.demo.spec.ts`).
 */
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { blogSeedPosts } from '../supabase/data/blog-posts';
import { demoEnv } from '../src/config/demo-env';
import { buildSite } from './build-site';
import { FAKE_PRODUCTION_ENV } from './fake-production-env';
import { serveDataService } from './mocks/data-service-server';

/**
 * Configuration of the production e2e build: the demo values, real calls, and the optional
 * pages, endpoints and tables the demo build leaves unset (legal pages as links, CSP reports,
 * the data-path table), so that the two builds show both ways.
 */
export const e2eEnv: Record<string, string> = {
  ...demoEnv,
  VITE_VOICE_DRIVER: 'vapi',
  VITE_PRIVACY_URL: 'https://www.helvox.invalid/datenschutz',
  VITE_IMPRINT_URL: 'https://www.helvox.invalid/impressum',
  VITE_CSP_REPORT_URL: 'https://reports.helvox.invalid/csp',
  // A complete, fake table: the prod site shows 'Wohin gehen die Daten?' with its stations.
  DATA_PATH_FILE: 'tests/fake-data-path.json',
};

// `E2E_DIR` lets several engineers build and test side by side (default `dist-e2e`).
const dir = process.env.E2E_DIR ?? 'dist-e2e';
rmSync(dir, { recursive: true, force: true });
const dataService = await serveDataService(0, blogSeedPosts);
try {
  const { port } = dataService.address() as AddressInfo;
  await buildSite(`${dir}/prod`, 'production', {
    ...e2eEnv,
    PRERENDER_DATA_URL: `http://127.0.0.1:${port}`,
  });
} finally {
  dataService.close();
}
await buildSite(`${dir}/demo`, 'demo', FAKE_PRODUCTION_ENV);
