/**
 * The one direction of imports (docs/architecture.md, "Layers") is enforced by ESLint's
 * `no-restricted-imports` in `eslint.config.js`. These checks lint deliberate wrong and right
 * imports with the project's real config, so a loosened rule fails here, not only in review.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: REPO });
  // The first lint of an import reads the module graph it reaches (`no-cycle` follows it),
  // ~10 s under load; every later lint in this process reuses it. The router reaches the app.
  await eslint.lintText(`import { router } from '@/router';`, { filePath: `${REPO}/src/main.tsx` });
}, 120_000);

/**
 * The messages ESLint reports for `code` as if it were the file `path`: of `no-restricted-imports`
 * without its "'x' import is restricted…" prefix, or of the `import-x/` zones (`cycle` for one).
 */
async function lint(rules: 'restrictions' | 'layers', path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${REPO}/${path}` });
  return (result?.messages ?? []).flatMap(({ ruleId, message }) => {
    if (rules === 'restrictions')
      return ruleId === 'no-restricted-imports' ? [message.replace(/^.* by a pattern\. /, '')] : [];
    if (!ruleId?.startsWith('import-x/')) return [];
    if (ruleId === 'import-x/no-cycle') return ['cycle'];
    return [message.replace(/^Unexpected path ".*" imported in restricted zone\. /, '')];
  });
}
const restrictions = (path: string, code: string) => lint('restrictions', path, code);
const layerErrors = (path: string, code: string) => lint('layers', path, code);

const MACHINE = 'machines/blog-list/blog-list.zone-probe.ts';
// What a machine file would import, relative to it.
const BLOG_API = '../../src/blog/blog-api';
const BLOG_TYPES = '../../src/blog/blog.types';
const REPLAY = '../../tests/model/replay';
const FROM_SRC = 'Machines import nothing from src/: declare a port in the actors and inject it.';
const FROM_TESTS = 'Machines import nothing from the tests: shared helpers live in machines/.';
const UI = 'Machines do not import UI code.';
const CONTENT = 'Machines carry codes, not German text.';
const APP_FROM_TESTS = 'The app does not import the tests (shared mocks live in src/mocks).';

describe('machines import nothing from src/, tests/ or the UI', () => {
  it.each([
    ['a relative src/ import', `import { blogApi } from '${BLOG_API}';`, FROM_SRC],
    ['the @/ alias', `import { blogApi } from '@/blog/blog-api';`, FROM_SRC],
    ['a type-only src/ import', `import type { BlogApi } from '${BLOG_API}';`, FROM_SRC],
    ['a re-export from src/', `export { BlogLoadError } from '${BLOG_TYPES}';`, FROM_SRC],
    ['a relative tests/ import', `import { replayPath } from '${REPLAY}';`, FROM_TESTS],
    ['the @tests/ alias', `import { replayPath } from '@tests/model/replay';`, FROM_TESTS],
    ['the MSW test server', `import { server } from '../../tests/mocks/node';`, FROM_TESTS],
    ['react', `import { useState } from 'react';`, UI],
    ['react-dom', `import { createRoot } from 'react-dom/client';`, UI],
    ['@xstate/react', `import { useSelector } from '@xstate/react';`, UI],
    ['the router', `import { useNavigate } from '@tanstack/react-router';`, UI],
    ['sonner', `import { toast } from 'sonner';`, UI],
    ['jotai', `import { atom } from 'jotai';`, UI],
  ])('fails %s in a machine file', async (_, code, message) => {
    expect(await restrictions(MACHINE, code)).toEqual([message]);
  });

  it('fails German content (from src/, and as content)', async () => {
    expect(await restrictions(MACHINE, `import { de } from '../../src/content/de';`)).toEqual([
      FROM_SRC,
      CONTENT,
    ]);
  });

  it('fails them in actors too (where the ports are declared, not imported)', async () => {
    const code = `import type { BlogCache } from '../../src/blog/blog-cache';\nimport { useState } from 'react';`;
    expect(await restrictions('machines/blog-list/blog-list.actors.ts', code)).toEqual([
      FROM_SRC,
      UI,
    ]);
  });

  it('fails the call actors on the voice driver and microphone of src/ (their ports live in machines/call)', async () => {
    const code = [
      `import type { VoiceDriver } from '../../src/features/call/drivers/driver';`,
      `import { requestMicrophone } from '../../src/features/call/devices/microphone-lease';`,
      `import { x } from '@/features/call/drivers/driver';`,
      `import { server } from '../../tests/mocks/node';`,
      `import { useState } from 'react';`,
    ].join('\n');
    expect(await restrictions('machines/call/call.actors.ts', code)).toEqual([
      FROM_SRC,
      FROM_SRC,
      FROM_SRC,
      FROM_TESTS,
      UI,
    ]);
  });

  it('passes imports within machines/, of xstate and of the seed data', async () => {
    const code = [
      `import { setup } from 'xstate';`,
      `import { getShortestPaths } from 'xstate/graph';`,
      `import { BlogLoadError } from '../blog.domain';`,
      `import { coveringPaths, generatePaths } from '../paths';`,
      `import { blogListMachine } from './blog-list.machine';`,
      `import { faqMachine } from '@machines/faq/faq.machine';`,
      `import { blogSeedPosts } from '../../supabase/data/blog-posts';`,
    ].join('\n');
    expect(await restrictions(MACHINE, code)).toEqual([]);
  });

  it("passes the machines' own tests, which may use the site and the test helpers", async () => {
    const code = [
      `import { createBlogCache } from '../../src/blog/blog-cache';`,
      `import { server } from '../../tests/mocks/node';`,
    ].join('\n');
    expect(await restrictions('machines/blog-list/blog-list.machine.test.ts', code)).toEqual([]);
  });
});

describe('the app imports nothing from tests/', () => {
  it.each([
    ['a relative import', `import { server } from '../../tests/mocks/node';`],
    ['the @tests/ alias', `import { replayPath } from '@tests/model/replay';`],
  ])('fails %s in a src file', async (_, code) => {
    expect(await restrictions('src/demo/zone-probe.ts', code)).toEqual([APP_FROM_TESTS]);
  });

  it('fails it in a story too', async () => {
    const code = `import { neutralized } from '@tests/model/coverage';`;
    expect(await restrictions('src/features/faq/faq.stories.tsx', code)).toEqual([APP_FROM_TESTS]);
  });

  it('passes the handlers in src/mocks, the machines, and tests importing test helpers', async () => {
    const app = `import { handlers } from '../mocks/handlers';\nimport { faqMachine } from '@machines/faq/faq.machine';`;
    expect(await restrictions('src/demo/zone-probe.ts', app)).toEqual([]);
    const test = `import { replayPath } from '@tests/model/replay';`;
    expect(await restrictions('src/features/faq/faq.view.test.tsx', test)).toEqual([]);
  });
});

const downwards = (layer: string, above: string) =>
  `Layers import only downwards (docs/architecture.md): ${layer} may not import ${above}.`;
const ENTRY = 'the entry (main, entry-server, router)';
const ROUTES = `${ENTRY}, routes`;
const SHELL = `${ROUTES}, the shell`;
const FEATURES = `${SHELL}, features`;
const START_UP = 'the start-up (islands, their guard, the inline script)';
const COMPONENTS = `${FEATURES}, ${START_UP}, components`;
const ADAPTERS = `${COMPONENTS}, the adapters (blog, demo, mocks)`;
const SHARED = `${ADAPTERS}, the shared code (lib, content, config)`;
const adapter = (path: string) =>
  `Adapters import no other adapter (docs/architecture.md): ${path} is one of them.`;
const BUILD =
  'The app imports no build code (docs/architecture.md): what both share lives in src/lib.';

describe('src/ has layers: each imports only those below it', () => {
  const ADAPTER = 'the adapters (blog, demo, mocks)';
  const LIB = 'the shared code (lib, content, config)';
  // [the file, what it imports, its layer, the layers above it]
  it.each([
    ['src/routes/z.tsx', '@/router', 'routes', ENTRY],
    ['src/shell/z.tsx', '../routes/__root', 'the shell', ROUTES],
    ['src/features/faq/z.tsx', '@/shell/header', 'features', SHELL],
    ['src/start-up/z.tsx', '@/features/faq/faq.section', START_UP, FEATURES],
    ['src/components/z.tsx', '@/start-up/island', 'components', `${FEATURES}, ${START_UP}`],
    ['src/demo/z.ts', '../features/faq/faq.section', ADAPTER, COMPONENTS],
    ['src/lib/z.ts', '@/features/call/live/call-owner', LIB, ADAPTERS],
    ['src/content/de/z.ts', '@/features/faq/faq.section', LIB, ADAPTERS],
    ['src/config/z.ts', '../blog/blog-api', LIB, ADAPTERS],
    ['supabase/data/z.ts', '../../src/blog/blog.types', 'machines and seed data', SHARED],
  ])('fails %s importing %s', async (path, from, layer, above) => {
    const code = `import { x } from '${from}';`;
    expect(await layerErrors(path, code)).toEqual([downwards(layer, above)]);
  });

  it.each([
    ['blog → the mocks', 'src/blog', '@/mocks/handlers'],
    ['the mocks → the demo', 'src/mocks', '@/demo/worker'],
  ])('fails an adapter importing another: %s', async (_, zone, from) => {
    const code = `import { x } from '${from}';`;
    expect(await layerErrors(`${zone}/zone-probe.ts`, code)).toEqual([adapter(zone)]);
  });

  it('fails build code in the app, the start-up script too', async () => {
    const code = `import { deferEntry } from '@/build/deferred-entry';`;
    expect(await layerErrors('src/components/zone-probe.ts', code)).toEqual([BUILD]);
  });

  it('passes imports down the layers, the shell laying out features, and tests across them', async () => {
    const feature = [
      `import { Logo } from '@/components/logo';`,
      `import { callOwner } from '@/features/call/live/call-owner';`,
      `import { blogApi } from '@/blog/blog-api';`,
      `import { whenIdle } from '@/lib/after-frame';`,
      `import { voice } from '@/content/de/voice';`,
      `import { config } from '@/config/config';`,
      `import { callMachine } from '@machines/call/call.machine';`,
    ].join('\n');
    expect(await layerErrors('src/features/faq/zone-probe.tsx', feature)).toEqual([]);
    const shell = `import { VoiceWidget } from '@/features/call/surfaces/widget/voice-widget';`;
    expect(await layerErrors('src/shell/zone-probe.tsx', shell)).toEqual([]);
    const demo = `import { handlers } from '@/mocks/handlers';`;
    expect(await layerErrors('src/demo/zone-probe.ts', demo)).toEqual([]);
    const test = `import { Header } from '@/shell/header';\nimport { router } from '@/router';`;
    expect(await layerErrors('src/lib/zone-probe.test.tsx', test)).toEqual([]);
  });
});

const callDownwards = (room: string, above: string) =>
  `The call's rooms import only downwards (docs/architecture.md): ${room} may not import ${above}.`;
const CALL_SURFACES = 'the surfaces';
const CALL_PARTS = `${CALL_SURFACES}, the parts`;
const CALL_LIVE = `${CALL_PARTS}, the live hooks`;
const CALL_DRIVERS = `${CALL_LIVE}, the drivers`;
const CALL = 'src/features/call';
const PLAIN_ROOMS = 'the devices, the outcomes and the agent table';

describe("the call's rooms: surfaces, parts, live hooks, drivers, then devices and outcomes", () => {
  // [the file, what it imports, its room, the rooms above it]
  it.each([
    [`${CALL}/parts/z.tsx`, '../surfaces/full/full-call.status', 'the parts', CALL_SURFACES],
    [`${CALL}/live/z.ts`, '../parts/call-controls', 'the live hooks', CALL_PARTS],
    [`${CALL}/drivers/z.ts`, '@/features/call/live/use-live-call', 'the drivers', CALL_LIVE],
    [`${CALL}/devices/z.ts`, '../drivers/driver', PLAIN_ROOMS, CALL_DRIVERS],
    [`${CALL}/outcomes/z.ts`, '../parts/outcome-cards', PLAIN_ROOMS, CALL_DRIVERS],
  ])('fails %s importing %s', async (path, from, room, above) => {
    const code = `import { x } from '${from}';`;
    expect(await layerErrors(path, code)).toEqual([callDownwards(room, above)]);
  });

  it('fails a surface importing another surface', async () => {
    const code = `import { x } from '../full/full-call.view';`;
    expect(await layerErrors(`${CALL}/surfaces/widget/z.tsx`, code)).toEqual([
      `A call surface is its own (docs/architecture.md): only ${CALL}/surfaces/full imports it.`,
    ]);
  });

  it('fails a driver importing a React piece', async () => {
    const code = `import { x } from '@/components/toasts';`;
    expect(await layerErrors(`${CALL}/drivers/z.ts`, code)).toEqual([
      'The call below its views imports no React pieces (docs/architecture.md): drivers, devices, outcomes and the agent table stay plain.',
    ]);
  });

  it('passes imports down the rooms, and a surface importing its own files', async () => {
    const surface = [
      `import { x } from './full-call.status';`,
      `import { y } from '../../parts/call-controls';`,
      `import { z } from '@/features/call/live/use-live-call';`,
      `import { w } from '@/features/call/outcomes/recap-text';`,
    ].join('\n');
    expect(await layerErrors(`${CALL}/surfaces/full/zone-probe.tsx`, surface)).toEqual([]);
    const driver = `import { x } from '../devices/microphone-lease';\nimport { y } from '../agents';`;
    expect(await layerErrors(`${CALL}/drivers/zone-probe.ts`, driver)).toEqual([]);
  });
});

describe('no import cycles', () => {
  it('fails a cycle inside one layer: chunk.tsx importing toaster.tsx, which imports it', async () => {
    const code = `import { ToastProvider } from './toaster';\nexport const x = ToastProvider;`;
    expect(await layerErrors('src/components/chunk.tsx', code)).toEqual(['cycle']);
  });

  it('fails a cycle across layers (and the upward import that closes it)', async () => {
    const code = `import { callOwner } from '@/features/call/live/call-owner';\nexport const x = callOwner;`;
    expect((await layerErrors('src/lib/after-frame.ts', code)).sort()).toEqual([
      downwards('the shared code (lib, content, config)', ADAPTERS),
      'cycle',
    ]);
  });

  it('does not count a cycle of type-only imports (erased at build)', async () => {
    const code = `import type { ToastProvider } from './toaster';\nexport type X = typeof ToastProvider;`;
    expect(await layerErrors('src/components/chunk.tsx', code)).toEqual([]);
  });
});
