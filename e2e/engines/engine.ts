/**
 * Runs the suite in one engine (`tsx e2e/engines/engine.ts <webkit|firefox> <baseUrl>`), for
 * `tests/engines/run.ts`: one `ENGINE_LINE` per process group, browser start and check result.
 * Every check is bounded; after a failed one the next check gets a new browser.
 */
import { CHECK_TIMEOUT_MS } from './checks';
import { ENGINES, type EngineName, type EngineSession, type LaunchOptions } from './driver';
import { ENGINE_LINE, type EngineEvent } from './protocol';
import { killGroup, within } from './processes';
import { suite } from './suite';

const LAUNCH_TIMEOUT_MS = 60_000;
/** Each engine's driver is loaded only when that engine runs (they are large). */
const launchers: Record<
  EngineName,
  () => Promise<(options: LaunchOptions) => Promise<EngineSession>>
> = {
  webkit: async () => (await import('./webkit')).launchWebKit,
  firefox: async () => (await import('./firefox')).launchFirefox,
};

function emit(event: EngineEvent) {
  process.stdout.write(`${ENGINE_LINE}${JSON.stringify(event)}\n`);
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 500);

async function main(engine: EngineName, baseUrl: string) {
  let session: EngineSession | null = null;
  let launchFailure: string | null = null;
  const stop = async () => {
    const closing = session;
    session = null;
    await closing?.close();
  };
  // Every process group started: an end (SIGTERM from the runner, or the runner gone) kills
  // them outright, also in the middle of a launch or a check.
  const groups = new Set<number>();
  let ending = false;
  const end = (code: number) => {
    if (ending) return;
    ending = true;
    void Promise.all([...groups].map((pgid) => killGroup(pgid))).finally(() => process.exit(code));
  };
  process.on('SIGTERM', () => end(143));
  // A runner killed outright (SIGKILL, a cancelled CI job) cannot stop this process: it then
  // ends itself and its browser instead of running on as an orphan. Its pipes closed, a write
  // would crash this process before that.
  const runner = process.ppid;
  setInterval(() => process.ppid !== runner && end(1), 1000).unref();
  process.stdout.on('error', () => end(1));
  process.stderr.on('error', () => end(1));

  const launch = async (): Promise<EngineSession> => {
    const started = Date.now();
    const launcher = await launchers[engine]();
    const launched = await within(
      launcher({
        baseUrl,
        onProcessGroup: (pgid) => {
          groups.add(pgid);
          emit({ type: 'group', pgid });
        },
      }),
      LAUNCH_TIMEOUT_MS,
      `start ${engine}`,
    );
    emit({ type: 'launched', ms: Date.now() - started });
    return launched;
  };

  for (const check of suite) {
    if (launchFailure) {
      emit({ type: 'check', name: check.name, status: 'failed', ms: 0, detail: launchFailure });
      continue;
    }
    try {
      session ??= await launch();
    } catch (error) {
      launchFailure = `not run: the browser did not start: ${firstLine(error)}`;
      emit({ type: 'check', name: check.name, status: 'failed', ms: 0, detail: launchFailure });
      continue;
    }
    const started = Date.now();
    const timeoutMs = check.timeoutMs ?? CHECK_TIMEOUT_MS;
    const result = await within(check.run(session.driver), timeoutMs, 'check').then(
      (note) => ({ status: 'passed' as const, detail: note || undefined }),
      (error: unknown) => ({ status: 'failed' as const, detail: firstLine(error) }),
    );
    emit({ type: 'check', name: check.name, ms: Date.now() - started, ...result });
    // A failed check may have left the browser stuck (a service worker, a hung page).
    if (result.status === 'failed') await stop();
  }
  await stop();
}

const [engine, baseUrl] = process.argv.slice(2);
if (!ENGINES.includes(engine as EngineName) || !baseUrl) {
  console.error('usage: tsx e2e/engines/engine.ts <webkit|firefox> <baseUrl>');
  process.exit(2);
}
await main(engine as EngineName, baseUrl);
process.exit(0);
