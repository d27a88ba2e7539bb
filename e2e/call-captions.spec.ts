import type { Page } from '@playwright/test';
import { AgentCallPage } from './pages/agent-call.page';
import { expect, test } from './voice/microphone';
import { installVapiStandIn, type VapiStandIn } from './voice/vapi-stand-in';

/*
 * Captions and answer times with the real vapi driver over the scripted SDK stand-in (production build): live
 * captions from interim transcripts, each answer's time from the end of the visitor's turn, the
 * recap's median and 90 %.
 */

const partial = (role: 'assistant' | 'user', transcript: string) =>
  ({ type: 'transcript', role, transcriptType: 'partial', transcript }) as const;
const final = (role: 'assistant' | 'user', transcript: string) =>
  ({ type: 'transcript', role, transcriptType: 'final', transcript }) as const;

const openClara = (page: Page, vapi: VapiStandIn) =>
  new AgentCallPage(page, 'Clara').openConnectedOver(vapi, '/clara-agent');

const captionOf = (call: AgentCallPage, role: 'assistant' | 'visitor') =>
  call.transcript.locator(`[data-caption="${role}"]`);

test('captions: partials of both sides show in the list, hidden from screen readers, and give way to the final line', async ({
  page,
}) => {
  const vapi = await installVapiStandIn(page);
  const call = await openClara(page, vapi);
  const log = call.transcript.getByRole('log');

  await vapi.emit('message', partial('user', 'Ich möchte'));
  await expect(captionOf(call, 'visitor')).toHaveText('Sie: Ich möchte');
  await vapi.emit('message', partial('user', 'Ich möchte einen Termin'));
  await expect(captionOf(call, 'visitor')).toHaveText('Sie: Ich möchte einen Termin');
  // Screen readers hear only final lines: the log is empty.
  await expect(log.getByRole('listitem')).toHaveCount(0);

  await vapi.emit('message', final('user', 'Ich möchte einen Termin.'));
  await expect(captionOf(call, 'visitor')).toHaveCount(0);
  await expect(log.getByRole('listitem')).toHaveText(['Sie: Ich möchte einen Termin.']);

  await vapi.emit('message', partial('assistant', 'Gerne, an'));
  await expect(captionOf(call, 'assistant')).toHaveText('Assistent: Gerne, an');
  await vapi.emit('message', partial('user', 'Am Diens'));
  // Both sides at once, each on its own line.
  await expect(captionOf(call, 'visitor')).toHaveText('Sie: Am Diens');
  await expect(captionOf(call, 'assistant')).toHaveText('Assistent: Gerne, an');

  await vapi.emit('message', final('assistant', 'Gerne, an welchem Tag?'));
  await expect(captionOf(call, 'assistant')).toHaveCount(0);
  await expect(log.getByRole('listitem')).toHaveCount(2);
  // Bad input: a partial without text changes nothing, and markup stays text.
  await vapi.emit('message', { type: 'transcript', role: 'user', transcriptType: 'partial' });
  await vapi.emit('message', partial('user', '<img src=x onerror=alert(1)>'));
  await expect(captionOf(call, 'visitor')).toHaveText('Sie: <img src=x onerror=alert(1)>');
  await expect(call.transcript.locator('img')).toHaveCount(0);
});

test('answer times: from the end of the visitor’s turn to the first audio, and the recap’s median and 90 %', async ({
  page,
}) => {
  await page.clock.install();
  const vapi = await installVapiStandIn(page);
  const call = await openClara(page, vapi);
  const lines = call.transcript.getByRole('log').getByRole('listitem');
  // The page's time stands still: each answer time is exactly the time the test moves on.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  // The greeting answers no turn: no figure.
  await vapi.emit('speech-start');
  await vapi.emit('message', final('assistant', 'Grüezi, hier ist Clara.'));
  await vapi.emit('speech-end');
  await expect(lines).toHaveText(['Assistent: Grüezi, hier ist Clara.']);

  // Spoken turn 1: the level shows speech (sound for 200 ms), then falls silent; the audio
  // starts 0.8 s later.
  await vapi.emit('local-volume-level', 0.3);
  await page.clock.fastForward(200);
  await vapi.emit('local-volume-level', 0.3);
  await vapi.emit('local-volume-level', 0);
  await vapi.emit('message', final('user', 'Ich möchte einen Termin.'));
  // The service's end of speech comes later: the level's earlier end stands.
  await page.clock.fastForward(300);
  await vapi.emit('message', { type: 'speech-update', role: 'user', status: 'stopped' });
  await page.clock.fastForward(500);
  await vapi.emit('speech-start');
  await page.clock.fastForward(1_500);
  await vapi.emit('message', final('assistant', 'Gerne, an welchem Tag?'));
  await vapi.emit('speech-end');
  const answer = lines.nth(2);
  await expect(answer).toContainText('Gerne, an welchem Tag?');
  await expect(answer.locator('[data-answer-time]')).toHaveText('0,8 s');
  await expect(answer).toHaveText(
    'Assistent: Gerne, an welchem Tag? 0,8 s (Antwortzeit 0,8 Sekunden)',
  );

  // Spoken turn 2, ended by the service's end-of-speech alone (no level): 1.2 s.
  await vapi.emit('message', final('user', 'Am Dienstag.'));
  await vapi.emit('message', { type: 'speech-update', role: 'user', status: 'stopped' });
  await page.clock.fastForward(1_200);
  await vapi.emit('speech-start');
  await vapi.emit('message', final('assistant', 'Dienstag um 9 Uhr ist frei.'));
  await expect(lines.nth(4).locator('[data-answer-time]')).toHaveText('1,2 s');

  await call.hangUp.click();
  const card = call.call.getByRole('region', { name: 'Ihr Gespräch mit Clara' });
  await expect(card.getByText('2 Wortwechsel', { exact: true })).toBeVisible();
  // Nearest rank of 0.8 and 1.2 s: median 0.8, 90 % 1.2.
  await expect(
    card.getByText('Antwortzeit: Median 0,8 s · 90 % unter 1,2 s', { exact: true }),
  ).toBeVisible();
});

// An ended call's captions never reach the next one: its captions go with it (the call machine's
// resetCall, proven by its unit replay against tests/expected/call.model.ts), and an ended call's
// client is unsubscribed, its late messages unheard (vapi-driver.test.ts, 'subscribes a client
// only for its call').
