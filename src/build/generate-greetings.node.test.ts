import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { voiceAgents } from '@/features/call/agents';
import { GREETINGS_DIR, greetingFile, repositoryRoot } from './generate-greetings';

describe('the greetings generator', () => {
  it("writes where the site serves each agent's greeting from: public/audio", () => {
    expect(GREETINGS_DIR).toBe(resolve('public/audio'));
    for (const [key, agent] of Object.entries(voiceAgents)) {
      // The URL the preview driver fetches, under the site's public folder.
      expect(greetingFile(key)).toBe(resolve('public', agent.greetingAudio.replace(/^\//, '')));
      expect(existsSync(greetingFile(key))).toBe(true);
    }
  });

  it('finds the repository root from any folder below it, however deep the script sits', () => {
    expect(repositoryRoot(resolve('src/features/call/drivers'))).toBe(resolve('.'));
    expect(repositoryRoot(resolve('public/audio'))).toBe(resolve('.'));
  });
});
