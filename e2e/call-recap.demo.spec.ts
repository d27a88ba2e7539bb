import { QUIET_ROOM } from '../playwright.config';
import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { AgentCallPage } from './pages/agent-call.page';
import { DemoFormPage } from './pages/demo-form.page';
import { FullCallPage } from './pages/full-call.page';
import { expect, expectMicrophoneReleased, test } from './voice/microphone';

/** The recap after a call on each surface, its download and its demo request, in Chromium. */

const CLARA_GREETING =
  'Guten Tag, hier ist Clara von der Praxis. Möchten Sie einen Termin vereinbaren, verschieben oder absagen?';

/** Every request the page makes, to show the transcript is sent nowhere. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** The date part of the file name: the browser's local date (same zone as this process). */
const today = () => new Date().toLocaleDateString('en-CA');

// A browser of its own whose fake microphone is silent (a looped silent WAV instead of the beep):
// the visitor says nothing, so no turn of theirs can end and be answered.
test.use({ launchOptions: QUIET_ROOM });

/** Clara's page after a call: connect, wait for the greeting, hang up. */
async function claraCallOver(page: Page) {
  const call = new AgentCallPage(page, 'Clara');
  await call.open('/clara-agent');
  await call.start.click();
  await expect(call.connection).toHaveText('Verbunden');
  // The greeting as a final line in the log (its caption shows it word by word first).
  await expect(call.transcript.getByRole('log')).toContainText(CLARA_GREETING, {
    timeout: 20_000,
  });
  await call.hangUp.click();
  await expect(call.toast('Anruf beendet')).toBeVisible();
  return call;
}

test.describe('recap after a call (preview driver)', () => {
  test('agent page: the card, its facts, a UTF-8 download with time stamps and names; the demo request pre-filled and editable, nothing sent before a submit', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    const call = await claraCallOver(page);
    const card = call.call.getByRole('region', { name: 'Ihr Gespräch mit Clara' });
    await expect(card).toBeVisible();
    await expect(card.getByText(/^Dauer \d+:\d\d$/)).toBeVisible();
    // The preview assistant greets only: nothing the visitor said was answered.
    await expect(card.getByText('0 Wortwechsel', { exact: true })).toBeVisible();
    await expect(card.getByText('Antwortzeit: –', { exact: true })).toBeVisible();
    await expectMicrophoneReleased(page);

    const sentBefore = requests.length;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Transkript herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Transkript-Clara-${today()}.txt`);
    const bytes = await readFile(await download.path());
    // Valid UTF-8 ('ä' and 'Ø' as multi-byte sequences), decoded strictly.
    const content = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    expect(bytes.includes(Buffer.from('Gespräch', 'utf8'))).toBe(true);
    const lines = content.split('\n');
    // Its header's date and the card's facts (the lines between): recap-text.node.test.ts.
    expect(lines[0]).toBe('Ihr Gespräch mit Clara');
    expect(lines[6]).toMatch(/^\[\d\d:\d\d:\d\d\] Clara: /);
    expect(lines[6]).toContain(CLARA_GREETING);
    // The download is local (a blob URL): no request, and nothing kept in storage.
    expect(requests.slice(sentBefore).filter((r) => !r.url().startsWith('blob:'))).toEqual([]);
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(stored).not.toContain('Guten Tag, hier ist Clara');
    for (const request of requests) expect(request.postData() ?? '').not.toContain('Guten Tag');

    const sentBeforeForm = requests.length;
    await call.call.getByRole('link', { name: 'Demo für mein Unternehmen anfragen' }).click();
    await expect(page).toHaveURL(/\/#demo$/);
    const form = new DemoFormPage(page);
    await expect(form.field('message')).toHaveValue(
      'Ich habe Clara (Terminbuchungs-Assistent) getestet und interessiere mich für einen eigenen Assistenten.',
    );
    await expect(form.form.getByText('103/1000 Zeichen')).toBeVisible();
    await form.fill('message', 'Ich habe Clara getestet. Bitte rufen Sie mich an.');
    await expect(form.field('message')).toHaveValue(
      'Ich habe Clara getestet. Bitte rufen Sie mich an.',
    );
    expect(requests.slice(sentBeforeForm).filter((r) => r.method() === 'POST')).toEqual([]);
  });

  test('/full: the card names the assistant, so does its demo request on the landing page', async ({
    page,
  }) => {
    // Its file name ('Transkript-Assistent-…'): recap-text.node.test.ts; the download itself above.
    const screen = new FullCallPage(page);
    await screen.goto();
    await screen.mic.click();
    await expect(screen.status).toHaveText('Verbunden - Klicken Sie erneut zum Beenden');
    await screen.mic.click();
    const card = page.getByRole('region', { name: 'Ihr Gespräch mit dem Assistenten' });
    await expect(card.getByText('0 Wortwechsel', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: 'Demo für mein Unternehmen anfragen' }).click();
    await expect(new DemoFormPage(page).field('message')).toHaveValue(
      'Ich habe den KI-Sprachassistenten getestet und interessiere mich für einen eigenen Assistenten.',
    );
  });

  // The widget's recap leading to the form on the same page: journeys/live-demo.spec.ts.
  // The agents dialog's recap naming its agent ('Ihr Gespräch mit Clara'): call-layout.demo.spec.ts's
  // walk through that dialog.
});
