/**
 * A call with Clara in WebKit and Firefox: it connects with the mock microphone, her greeting
 * reaches the transcript, a typed request is answered, hung up no error toast shows; then the
 * owner's message: 'Was bei Ihnen ankommt', its .eml read back
 * (the download's blob, taken through script: WebDriver has no download event), and the link to
 * /einrichten with the busy-forwarding code for `044 123 45 67`.
 */
import { readEml } from '../../tests/mail/read-eml';
import { CALL, DESKTOP, type Check } from './checks';
import { callStatus, toastTitles, transcriptLines } from './page-functions';
import { expectNoErrors, waitFor } from './wait';

const ASK = 'Ich hätte gerne nächste Woche einen Termin zur Kontrolle.';

interface Recorded {
  __downloads?: { name: string; url: string }[];
  __blobs?: Record<string, Blob>;
}

/** Records each blob URL the page makes and each download link it clicks (instead of following it). */
const recordDownloads = () => {
  const page = window as unknown as Recorded;
  if (page.__downloads) return;
  page.__downloads = [];
  page.__blobs = {};
  const create = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = create(object);
    if (object instanceof Blob) page.__blobs![url] = object;
    return url;
  };
  const click = HTMLAnchorElement.prototype.click;
  // A download link's click is recorded, not followed: WebKitGTK's MiniBrowser shows a bar
  // for a download that shrinks its viewport for the checks after this one.
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (this.download) page.__downloads!.push({ name: this.download, url: this.href });
    else click.call(this);
  };
};

/** The last download's file name and text (its blob, kept even after the URL was revoked). */
const lastDownload = async () => {
  const page = window as unknown as Recorded;
  const last = page.__downloads?.at(-1);
  const blob = last ? page.__blobs?.[last.url] : undefined;
  return last && blob ? { name: last.name, text: await blob.text() } : null;
};

/** The id of the field labelled 'Nachricht an Clara'. */
const messageField = () =>
  [...document.querySelectorAll('label')].find(
    (label) => label.textContent?.trim() === 'Nachricht an Clara',
  )?.htmlFor ?? 'none';
const fieldValue = (css: string) => document.querySelector<HTMLInputElement>(css)?.value ?? null;
const cardStatus = (call: string) =>
  document.querySelector(`${call} [data-testid="outcome-card"]`)?.getAttribute('data-status') ??
  null;
const disclosure = () =>
  [...document.querySelectorAll('button[aria-expanded]')]
    .find((button) => button.textContent?.trim() === 'Was bei Ihnen ankommt')
    ?.getAttribute('aria-expanded') ?? null;
const forwarding = () => ({
  path: location.pathname,
  field: !!document.querySelector('input[name="number"]'),
  code: document.querySelector('code')?.textContent?.trim() ?? null,
});

export const ownerMessageCheck: Check = {
  name: "a call with Clara connects, greets, answers and hangs up; 'Was bei Ihnen ankommt' downloads an .eml that reads back and leads to /einrichten's busy code",
  timeoutMs: 90_000,
  async run(driver) {
    await driver.setViewport(DESKTOP);
    await driver.open('/clara-agent');
    await driver.evaluate(recordDownloads, null);
    await driver.click({ css: `${CALL} button`, name: 'Anruf starten' });
    await waitFor(driver, "'Verbunden'", callStatus, CALL, (text) => text === 'Verbunden', 20_000);
    // Heard or not (an engine without an output device cannot start the sound: the line then
    // shows at once, with 'Ton einschalten'), the greeting is never missing.
    await waitFor(
      driver,
      "Clara's greeting in the transcript",
      transcriptLines,
      CALL,
      (lines) =>
        lines.length === 1 && lines[0]!.includes('Guten Tag, hier ist Clara von der Praxis.'),
      20_000,
    );
    // Muted, as a visitor who types instead of talking. Unmuted, WebKitGTK's mock microphone kept
    // the turn open (a turn ends in silence, decision 0030): the answer came, no exchange counted.
    await driver.click({ css: `${CALL} button`, name: 'Stummschalten' });
    const field = { css: `#${await driver.evaluate(messageField, null)}` };
    await driver.type(field, ASK);
    await waitFor(driver, 'the typed line', fieldValue, field.css, (value) => value === ASK);
    await driver.click({ css: `${CALL} button`, name: 'Senden' });
    await waitFor(
      driver,
      "Clara's answer",
      transcriptLines,
      CALL,
      (lines) => lines.length === 3,
      20_000,
    ).catch(async (error: Error) => {
      const shown = await driver.evaluate(
        (call: string) => document.querySelector(call)?.textContent ?? '',
        CALL,
      );
      throw new Error(`${error.message}; the call shows: ${shown}`);
    });
    await waitFor(driver, 'the card done', cardStatus, CALL, (status) => status === 'done');
    await driver.click({ css: `${CALL} button`, name: 'Anruf beenden' });
    await waitFor(driver, "'Nicht verbunden'", callStatus, CALL, (t) => t === 'Nicht verbunden');
    const toasts = await driver.evaluate(toastTitles, null);
    if (toasts.some((title) => /Fehler/.test(title)))
      throw new Error(`toasts: ${toasts.join(', ')}`);
    await waitFor(driver, "'Was bei Ihnen ankommt'", disclosure, null, (open) => open === 'false');
    await driver.click({ css: `${CALL} button`, name: 'Was bei Ihnen ankommt' });
    await waitFor(driver, 'the preview opens', disclosure, null, (open) => open === 'true');
    await driver.click({ css: `${CALL} button`, name: 'Als E-Mail herunterladen' });
    const file = await waitFor(driver, 'the download', lastDownload, null, (d) => d !== null);
    if (!/^Anruf-Clara-\d{4}-\d\d-\d\d\.eml$/.test(file!.name))
      throw new Error(`file name ${file!.name}`);
    const mail = readEml(file!.text);
    // What this call put in it; headers and layout: eml.node.test.ts, owner-message.node.test.ts.
    const expected = {
      subject: 'Neuer Anruf über Clara: Termin reserviert (Demo)',
      request: `Anliegen: ${ASK}`,
    };
    const read = {
      subject: mail.subject,
      request: mail.body.split('\n').find((line) => line.startsWith('Anliegen: ')),
    };
    if (JSON.stringify(read) !== JSON.stringify(expected))
      throw new Error(`the .eml reads ${JSON.stringify(read)}`);

    await driver.click({ css: `${CALL} a`, name: 'So schalten Sie es ein' });
    await waitFor(
      driver,
      '/einrichten',
      forwarding,
      null,
      (p) => p.path === '/einrichten' && p.field,
    );
    await driver.type({ css: 'input[name="number"]' }, '044 123 45 67');
    await driver.click({ css: 'label', name: 'Wenn besetzt' });
    await waitFor(
      driver,
      'the busy code',
      forwarding,
      null,
      (p) => p.code === '**67*+41441234567#',
    );
    await expectNoErrors(driver);
  },
};
