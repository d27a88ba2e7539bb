import { spawn } from 'node:child_process';

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', args, { stdio: 'inherit', env });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} → ${code}`)),
    );
  });
}

/**
 * Builds one site into `outDir` as `npm run build` does (client, server build beside it,
 * prerender), with `env` as its configuration. Asynchronous, so that a data service served by
 * the calling process can answer the prerenderer.
 */
export async function buildSite(outDir: string, mode: string, env: Record<string, string>) {
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
