import { readFile } from 'node:fs/promises';
import { readEml } from '../../tests/mail/read-eml';
import { AgentCallPage } from '../pages/agent-call.page';
import { CallForwardingPage } from '../pages/call-forwarding.page';
import { AS_A_VISITOR, expect, expectCallConnects, test } from './journey';

test.use(AS_A_VISITOR);

const ASK = 'Ich hätte gerne nächste Woche einen Termin zur Kontrolle.';

/**
 * After a call, the owner's side. Clara books by typing; hung up, 'Was bei Ihnen
 * ankommt' shows the e-mail the practice would get, downloads it as an .eml that reads back
 * (headers, decoded subject, body), and leads to /einrichten, where the busy-forwarding code
 * for the assistant's number follows.
 */
test("a call with Clara: the owner's e-mail as .eml, then the code to switch it on", async ({
  page,
}) => {
  const call = new AgentCallPage(page, 'Clara');
  await page.goto('/clara-agent');
  await call.start.click();
  await expectCallConnects(call.connection, /^Verbunden$/);
  // The preview answers once its greeting has been said (one assistant line at a time).
  await expect(call.transcript.getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
  await call.message.fill(ASK);
  await call.message.press('Enter');
  await expect(call.call.getByTestId('outcome-card')).toHaveAttribute('data-status', 'done');
  await expect(call.transcript.getByRole('listitem')).toHaveCount(3, { timeout: 20_000 });
  await call.hangUp.click();

  const disclosure = call.call.getByRole('button', { name: 'Was bei Ihnen ankommt' });
  await disclosure.click();
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  await expect(call.call.getByText('Demo – es wurde nichts gesendet.')).toBeVisible();

  const download = page.waitForEvent('download');
  await call.call.getByRole('button', { name: 'Als E-Mail herunterladen' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Anruf-Clara-\d{4}-\d\d-\d\d\.eml$/);
  const mail = readEml(await readFile((await file.path())!, 'utf8'));
  // What this call put in it; the message's headers and layout: eml.node.test.ts and
  // owner-message.node.test.ts ('is an .eml named after the assistant and the day, …').
  expect(mail.subject).toBe('Neuer Anruf über Clara: Termin reserviert (Demo)');
  const body = mail.body.split('\n');
  expect(body).toContainEqual(`Anliegen: ${ASK}`);
  expect(body).toContainEqual(expect.stringMatching(/^- Termin reserviert \(Demo\): \w\w, /));
  expect(body).toContainEqual(
    expect.stringMatching(/^\[\d\d:\d\d:\d\d\] Anrufer: Ich hätte gerne/),
  );

  await call.call.getByRole('link', { name: 'So schalten Sie es ein' }).click();
  await expect(page).toHaveURL(/\/einrichten$/);
  const guide = new CallForwardingPage(page);
  await guide.number.fill('044 123 45 67');
  await guide.rule('Wenn besetzt').check();
  await expect(guide.codes.locator('code').first()).toHaveText('**67*+41441234567#');
});
