import { describe, expect, it } from 'vitest';
import { routeCode, type BuildManifest } from './route-code';

/** A build manifest as Vite writes it (trimmed): the entry, two routes' code, an island. */
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-A1.js', imports: ['_framework-B2.js'] },
  '_framework-B2.js': { file: 'assets/framework-B2.js' },
  '_xstate-C3.js': { file: 'assets/xstate-C3.js' },
  'src/routes/_site.tsx?tsr-split=component': {
    file: 'assets/_site-D4.js',
    imports: ['_framework-B2.js', 'index.html'],
  },
  'src/routes/_site/index.tsx?tsr-split=component': {
    file: 'assets/_site-E5.js',
    imports: ['_framework-B2.js', '_xstate-C3.js', '_style-F6.css'],
  },
  '_style-F6.css': { file: 'assets/style-F6.css' },
  'src/routes/{$agent}-agent.tsx?tsr-split=component': {
    file: 'assets/__agent_-agent-G7.js',
    imports: ['_xstate-C3.js'],
  },
  // Loaded on demand (a dynamic import): never named by a route's static imports.
  'src/features/faq/faq.section.tsx': { file: 'assets/faq-H8.js' },
};
const started = ['/assets/index-A1.js', '/assets/framework-B2.js'];

describe("a page's route code", () => {
  it('is the code-split component of each route matched and what it imports, without what the entry started', () => {
    expect(routeCode(manifest, ['__root__', '/_site', '/_site/'], started)).toEqual([
      '/assets/_site-D4.js',
      '/assets/_site-E5.js',
      '/assets/xstate-C3.js',
    ]);
    expect(routeCode(manifest, ['__root__', '/{$agent}-agent'], started)).toEqual([
      '/assets/__agent_-agent-G7.js',
      '/assets/xstate-C3.js',
    ]);
  });

  it('is nothing for a route without code-split code', () => {
    expect(routeCode(manifest, ['__root__', '/full'], started)).toEqual([]);
  });
});
