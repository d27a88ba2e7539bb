/**
 * Renders the preview driver's greetings to `public/audio/greeting-<agent>.mp3` with espeak-ng
 * and ffmpeg (Debian: `apt-get install -y espeak-ng ffmpeg`). Run after changing a greeting:
 * `npx tsx src/build/generate-greetings.ts`. Mono 22 kHz MP3 at 24 kbit/s: every browser decodes
 * it and each file stays well under 40 KB.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { agents } from '@/content/de/agents';

/**
 * The repository's root: the nearest folder from `start` up that holds `package.json`. Found,
 * not climbed to by a counted `../`, so the output stays put when this script moves.
 */
export function repositoryRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${start}`);
  }
}

/** Where the site serves the greetings from (`/audio/…`): the repository's `public/audio`. */
export const GREETINGS_DIR = join(repositoryRoot(import.meta.dirname), 'public/audio');

/** The greeting file of an agent, as the preview driver fetches it. */
export const greetingFile = (agent: string) => join(GREETINGS_DIR, `greeting-${agent}.mp3`);

function generate() {
  mkdirSync(GREETINGS_DIR, { recursive: true });
  for (const [key, { espeakVoice, greeting }] of Object.entries(agents)) {
    renderGreeting(key, espeakVoice, greeting);
  }
}

function renderGreeting(key: string, espeakVoice: string, greeting: string) {
  const wav = join(tmpdir(), `greeting-${key}.wav`);
  const mp3 = greetingFile(key);
  execFileSync('espeak-ng', ['-v', espeakVoice, '-s', '155', '-w', wav, greeting]);
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-i',
    wav,
    '-ac',
    '1',
    '-ar',
    '22050',
    '-b:a',
    '24k',
    '-map_metadata',
    '-1',
    mp3,
  ]);
  rmSync(wav);
  console.log(`${mp3}: ${Math.round(statSync(mp3).size / 1024)} KB`);
}

// Run as a script (`npx tsx …`), not when a test imports the paths.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) generate();
