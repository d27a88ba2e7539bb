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
beforeAll(() => {
  eslint = new ESLint({ cwd: REPO });
});

/**
 * The import-restriction messages ESLint reports for `code` as if it were the file `path`,
 * each without ESLint's "'x' import is restricted from being used by a pattern." prefix.
 */
async function restrictions(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${REPO}/${path}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message.replace(/^.* by a pattern\. /, ''));
}

const MACHINE = 'machines/blog-list/blog-list.zone-probe.ts';
const FROM_SRC = 'Machines import nothing from src/: declare a port in the actors and inject it.';
const FROM_TESTS = 'Machines import nothing from the tests: shared helpers live in machines/.';
const UI = 'Machines do not import UI code.';
const CONTENT = 'Machines carry codes, not German text.';
const APP_FROM_TESTS = 'The app does not import the tests (shared mocks live in src/mocks).';

describe('machines import nothing from src/, tests/ or the UI', () => {
  it.each([
    ['a relative src/ import', `import { blogApi } from '../../src/blog/blog-api';`, FROM_SRC],
    ['the @/ alias', `import { blogApi } from '@/blog/blog-api';`, FROM_SRC],
    [
      'a type-only src/ import',
      `import type { BlogApi } from '../../src/blog/blog-api';`,
      FROM_SRC,
    ],
    [
      'a re-export from src/',
      `export { BlogLoadError } from '../../src/blog/blog.types';`,
      FROM_SRC,
    ],
    [
      'a relative tests/ import',
      `import { replayPath } from '../../tests/model/replay';`,
      FROM_TESTS,
    ],
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
      `import type { VoiceDriver } from '../../src/voice/driver';`,
      `import { requestMicrophone } from '../../src/voice/microphone';`,
      `import { x } from '@/voice/driver';`,
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
    expect(
      await restrictions(
        'src/demo/zone-probe.ts',
        `import { handlers } from '../mocks/handlers';\nimport { faqMachine } from '@machines/faq/faq.machine';`,
      ),
    ).toEqual([]);
    expect(
      await restrictions(
        'src/features/faq/faq.view.test.tsx',
        `import { replayPath } from '@tests/model/replay';`,
      ),
    ).toEqual([]);
  });
});
