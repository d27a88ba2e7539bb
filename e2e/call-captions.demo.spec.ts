import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROMIUM_ARGS } from '../playwright.config';
import { expect, test } from './fixtures';
import { AgentCallPage } from './pages/agent-call.page';
import { expectMicrophoneReleased, instrumentMicrophone } from './voice/microphone';

/*
 * Captions and answer times with the preview driver (demo build): the greeting's line revealed word by word in
 * step with its audio, then final in the log; a typed line's answer with its time; the recap's
 * median and 90 %.
 */

const CLARA_GREETING =
  'Guten Tag, hier ist Clara von der Praxis. Möchten Sie einen Termin vereinbaren, verschieben oder absagen?';

test.use({ permissions: ['microphone'] });
const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
// A browser of its own whose fake microphone is silent (a looped silent WAV instead of the beep):
// the visitor says nothing, so no turn of theirs can end and be answered.
test.use({
  launchOptions: {
    executablePath: chromium,
    args: [
      ...CHROMIUM_ARGS,
      `--use-file-for-fake-audio-capture=${resolve('e2e/voice/silence.wav')}`,
    ],
  },
});
test.beforeEach(async ({ page }) => {
  await instrumentMicrophone(page);
});

test('the greeting shows word by word with its audio, then as the final line in the log', async ({
  page,
}) => {
  const call = new AgentCallPage(page, 'Clara');
  await call.open('/clara-agent');
  // Every text the assistant's caption shows, and when the final line reached the log.
  await page.evaluate(() => {
    const seen: { captions: string[]; finalAt: number | null; firstAt: number | null } = {
      captions: [],
      finalAt: null,
      firstAt: null,
    };
    (window as { __captions?: typeof seen }).__captions = seen;
    new MutationObserver(() => {
      const caption = document.querySelector('[data-caption="assistant"]')?.textContent;
      if (caption && caption !== seen.captions.at(-1)) {
        seen.captions.push(caption);
        seen.firstAt ??= performance.now();
      }
      if (seen.finalAt === null && document.querySelector('[role="log"] li:not([data-caption])'))
        seen.finalAt = performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await call.start.click();
  await expect(call.connection).toHaveText('Verbunden');
  const log = call.transcript.getByRole('log');
  await expect(call.transcript.locator('[data-caption="assistant"]')).toHaveText(
    /^Assistent: Guten/,
  );
  await expect(log.getByRole('listitem')).toHaveText([`Assistent: ${CLARA_GREETING}`], {
    timeout: 20_000,
  });
  await expect(call.transcript.locator('[data-caption]')).toHaveCount(0);
  const seen = await page.evaluate(
    () =>
      (window as { __captions?: { captions: string[]; finalAt: number; firstAt: number } })
        .__captions!,
  );
  const words = CLARA_GREETING.split(' ');
  // Word by word: each caption the one before plus words, the last one the whole line.
  expect(seen.captions.length).toBeGreaterThan(words.length / 2);
  seen.captions.forEach((caption, index) => {
    expect(caption.startsWith('Assistent: ')).toBe(true);
    if (index > 0) expect(caption.startsWith(seen.captions[index - 1]!)).toBe(true);
  });
  expect(seen.captions.at(-1)).toBe(`Assistent: ${CLARA_GREETING}`);
  // In step with the audio (a few seconds), not all at once.
  expect(seen.finalAt - seen.firstAt).toBeGreaterThan(1_500);
  // The greeting answered no turn: no time beside it.
  await expect(log.locator('[data-answer-time]')).toHaveCount(0);
  await call.hangUp.click();
  await expectMicrophoneReleased(page);
});

test('a typed line’s answer shows its time; the recap gives median and 90 %', async ({ page }) => {
  const call = new AgentCallPage(page, 'Clara');
  await call.open('/clara-agent');
  await call.start.click();
  await expect(call.connection).toHaveText('Verbunden');
  const lines = call.transcript.getByRole('log').getByRole('listitem');
  await expect(lines).toHaveCount(1, { timeout: 20_000 });
  await call.message.fill('Haben Sie am Samstag geöffnet?');
  await call.send.click();
  const answer = lines.nth(2);
  await expect(answer).toContainText('Vorschau-Antwort:');
  // The preview answers in text after about 0.7 s (a timer: a busy machine adds a little).
  await expect(answer.locator('[data-answer-time]')).toHaveText(/^[0-2],\d s$/);
  const shown = (await answer.locator('[data-answer-time]').textContent())!.replace(' s', '');
  await expect(answer).toContainText(`(Antwortzeit ${shown} Sekunden)`);
  await call.hangUp.click();
  const card = call.call.getByRole('region', { name: 'Ihr Gespräch mit Clara' });
  await expect(card.getByText('1 Wortwechsel', { exact: true })).toBeVisible();
  // One answer: median and 90 % are that answer.
  await expect(
    card.getByText(`Antwortzeit: Median ${shown} s · 90 % unter ${shown} s`, { exact: true }),
  ).toBeVisible();
});
