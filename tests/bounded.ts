/**
 * A test stage with a hard time bound (`npm test`, decision 0024), run as its own process group
 * so that cutting it off also ends what it started (browsers, web servers, workers; `spawn`'s
 * `timeout` would kill the first process only). `runBounded` runs this file as a supervisor
 * (`<ms> <grace ms> <command> [args…]`) that forwards signals to the group and at the bound sends
 * it SIGTERM, SIGKILL after the grace period, and exits with `CUT_OFF`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

/** The exit status of a stage that was cut off (as coreutils' `timeout`). */
export const CUT_OFF = 124;
/** How long a stage may take to end after SIGTERM before its group gets SIGKILL. */
const GRACE_MS = 5_000;

const SELF = fileURLToPath(import.meta.url);

/**
 * Runs `command`; resolves when it ended or was cut off at `boundMs`, with its exit status
 * (`CUT_OFF` when it was cut off) and, with `collect` (stages side by side, so that their lines
 * do not interleave), its output instead of printing it.
 */
export function runBounded(
  command: string,
  args: string[],
  boundMs: number,
  {
    env = process.env,
    graceMs = GRACE_MS,
    collect = false,
  }: { env?: NodeJS.ProcessEnv; graceMs?: number; collect?: boolean } = {},
): Promise<{ status: number; cutOff: boolean; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', SELF, String(boundMs), String(graceMs), command, ...args],
    { stdio: collect ? ['ignore', 'pipe', 'pipe'] : 'inherit', env },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A backstop should the supervisor itself hang.
  const backstop = setTimeout(() => child.kill('SIGKILL'), boundMs + graceMs + 10_000);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(backstop);
      const cutOff = code === CUT_OFF || code === null;
      resolve({ status: cutOff ? CUT_OFF : code, cutOff, output });
    });
  });
}
function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group has ended already.
  }
}

/** The supervisor: runs in its own process, started by `runBounded`. */
function supervise([bound = '0', grace = '0', command = 'false', ...args]: string[]) {
  const child: ChildProcess = spawn(command, args, { stdio: 'inherit', detached: true });
  const pid = child.pid;
  if (pid === undefined) {
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      process.exit(127);
    });
    return;
  }
  let cutOff = false;
  const timer = setTimeout(() => {
    cutOff = true;
    console.error(
      `\n✗ cut off: ${command} ${args.join(' ')} ran longer than ${Number(bound) / 1000} s`,
    );
    killGroup(pid, 'SIGTERM');
    setTimeout(() => killGroup(pid, 'SIGKILL'), Number(grace)).unref();
  }, Number(bound));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => {
      killGroup(pid, signal);
      setTimeout(() => killGroup(pid, 'SIGKILL'), Number(grace)).unref();
    });
  child.on('exit', (code, signal) => {
    clearTimeout(timer);
    // What the stage left behind (a browser whose parent was killed) goes with it.
    if (cutOff) {
      killGroup(pid, 'SIGKILL');
      process.exit(CUT_OFF);
    }
    process.exit(code ?? (signal ? 128 + constants.signals[signal] : 1));
  });
}

if (process.argv[1] === SELF) supervise(process.argv.slice(2));
