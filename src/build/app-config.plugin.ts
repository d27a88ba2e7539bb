import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { definedOnly, shippedEnv, validateEnv } from '../config/schema.ts';
import { DEFAULT_DATA_PATH_FILE, readDataPathForBuild } from './data-path.ts';

/**
 * Decides demo mode and checks the configuration at build time.
 *
 * Demo mode (`__DEMO__`): `--mode demo`, the test mode, and the dev server with no variable set.
 * A demo reads no variable at all (its offline values are `src/config/demo-env.ts`): no
 * `VITE_*` of a `.env` or of the environment is exposed to its code (`envPrefix`), so a demo
 * built on a machine configured for production posts nowhere real and ships no URL or key.
 * Any other build must carry a valid configuration: a missing or bad variable fails the build
 * and is named. The validated values become the constant `__VALID_ENV__`, so a production
 * bundle needs no validation code (valibot) at run time; demo mode validates at start-up.
 * Outside demo mode the MSW worker script is removed from the output, so mocks never ship.
 * Build-only variables (the blog webhook) are checked and logged, never put into the bundle.
 * The operator's data-path table (`DATA_PATH_FILE`) is checked too and becomes `__DATA_PATH__`:
 * an incomplete one fails the build, a missing one is a warning (the site shows no panel).
 */
/** The env prefix of a demo: no variable has it, so `import.meta.env` holds none. */
export const DEMO_ENV_PREFIX = 'HELVOX_DEMO_READS_NO_VARIABLES_';

export function appConfigPlugin(): Plugin {
  let demo = false;
  let outDir = 'dist';
  return {
    name: 'app-config',
    config(_, { mode, command, isSsrBuild }) {
      const env = definedOnly(loadEnv(mode, process.cwd(), 'VITE_'));
      demo =
        mode === 'demo' ||
        mode === 'test' ||
        (command === 'serve' && mode === 'development' && Object.keys(env).length === 0);
      const valid = demo ? null : validateEnv(env);
      // Not a VITE_ variable: the file's path is the build's business, not the bundle's.
      const dataPathFile =
        loadEnv(mode, process.cwd(), 'DATA_PATH_').DATA_PATH_FILE || DEFAULT_DATA_PATH_FILE;
      // The server build checks it again (and fails alike) but warns once, in the client build.
      const dataPath = demo
        ? null
        : readDataPathForBuild(dataPathFile, isSsrBuild ? () => {} : console.warn);
      if (valid?.VITE_BLOG_WEBHOOK_URL && !isSsrBuild) {
        // The origin only: a webhook's path often carries its token.
        const { origin } = new URL(valid.VITE_BLOG_WEBHOOK_URL);
        console.log(`VITE_BLOG_WEBHOOK_URL: ${origin}/… (checked; not shipped to the browser)`);
      }
      return {
        // Only variables with this prefix reach `import.meta.env`: in a demo, none of the site's.
        ...(demo ? { envPrefix: DEMO_ENV_PREFIX } : {}),
        define: {
          __DEMO__: JSON.stringify(demo),
          __VALID_ENV__: JSON.stringify(valid && shippedEnv(valid)),
          __DATA_PATH__: JSON.stringify(dataPath),
        },
      };
    },
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    closeBundle() {
      if (!demo) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}
