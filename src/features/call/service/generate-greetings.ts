/**
 * Renders the preview driver's greetings to `public/audio/greeting-<agent>.mp3` with espeak-ng
 * and ffmpeg (Debian: `apt-get install -y espeak-ng ffmpeg`). Run after changing a greeting:
 * `npx tsx src/features/call/service/generate-greetings.ts`. Mono 22 kHz MP3 at 24 kbit/s: every browser decodes
 * it and each file stays well under 40 KB.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { agents } from '@/content/de/agents';

const outDir = resolve(import.meta.dirname, '../../public/audio');
mkdirSync(outDir, { recursive: true });

for (const [key, { espeakVoice, greeting }] of Object.entries(agents)) {
  const wav = join(tmpdir(), `greeting-${key}.wav`);
  const mp3 = join(outDir, `greeting-${key}.mp3`);
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
