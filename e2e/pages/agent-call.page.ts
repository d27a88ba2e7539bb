import { expect, type Locator, type Page } from '@playwright/test';
import { ACTIVITY_LABELS, type AgentCallUi } from '../../tests/expected/call-surfaces.expected';
import type { VapiStandIn } from '../voice/vapi-stand-in';

/** The interface's texts as the spec states them (section 2, agent pages). */
const text = {
  title: (agent: string) => `Sprechen Sie mit ${agent}`,
  start: 'Anruf starten',
  connecting: 'Verbinde...',
  end: 'Anruf beenden',
  mute: 'Stummschalten',
  unmute: 'Stummschaltung aufheben',
  transcript: 'Live-Transkript',
  micPrompt: 'Ihr Browser fragt nach dem Mikrofon – bitte erlauben Sie den Zugriff.',
  privacy: 'Ihr Gespräch wird zur Verarbeitung an unseren Sprachdienst übertragen. Mehr dazu unter',
  /** The recap card's title begins so (issue 16: 'Ihr Gespräch mit {agent}'). */
  recap: 'Ihr Gespräch mit ',
  /** Issue 22: the help's title after a refused microphone. */
  micHelp: 'Mikrofon blockiert',
};
/** Issue 16: the hear-check's hint and the text field's notes. */
const FEATURES = {
  meter: 'Ihr Mikrofon',
  unheard: 'Wir hören Sie nicht – ist Ihr Mikrofon stumm oder zu leise?',
  notes: [
    'Die Verbindung ist unterbrochen: Ihre Nachricht wurde nicht gesendet und bleibt im Feld.',
    'Ihre Nachricht konnte nicht gesendet werden – sie bleibt im Feld.',
  ],
};
const exact = (value: string) => new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** An agent's voice interface, on its page or in the agents dialog. */
export class AgentCallPage {
  readonly call: Locator;
  readonly start: Locator;
  readonly hangUp: Locator;
  readonly mute: Locator;
  readonly transcript: Locator;
  /** Issue 16: the meter of the visitor's microphone, the text field and 'Senden'. */
  readonly meter: Locator;
  readonly message: Locator;
  readonly send: Locator;

  constructor(
    readonly page: Page,
    readonly agentName: string,
    scope: Page | Locator = page,
  ) {
    this.call = scope.getByRole('region', { name: text.title(agentName) });
    this.start = this.call.getByRole('button', {
      name: new RegExp(`^(${text.start}|${text.connecting.replace(/\./g, '\\.')})$`),
    });
    this.hangUp = this.call.getByRole('button', { name: text.end, exact: true });
    this.mute = this.call.getByRole('button', { name: /^Stummschalt/ });
    this.transcript = this.call.getByRole('region', { name: text.transcript });
    this.meter = this.call.getByRole('meter', { name: FEATURES.meter });
    this.message = this.call.getByRole('textbox', { name: `Nachricht an ${agentName}` });
    this.send = this.call.getByRole('button', { name: 'Senden', exact: true });
  }

  /** Opens the agent's page (the fixture's `goto` waits until the app has taken it over). */
  async open(path: string) {
    await this.page.goto(path);
    await this.start.waitFor();
  }

  /** Opens the agent's page and starts a call; resolves once the indicator reads 'Verbunden'. */
  async openConnected(path: string): Promise<this> {
    await this.open(path);
    await this.start.click();
    await expect(this.connection).toHaveText('Verbunden');
    return this;
  }

  /**
   * With the scripted SDK (`installVapiStandIn`): opens the agent's page, starts a call and
   * connects it as the SDK would (its code released, the start settled, `call-start`).
   */
  async openConnectedOver(vapi: VapiStandIn, path: string): Promise<this> {
    await vapi.releaseSdk('ok');
    await this.open(path);
    await this.start.click();
    await expect.poll(() => vapi.hasPendingStart(), { timeout: 20_000 }).toBe(true);
    await vapi.settleStart('ok');
    await vapi.emit('call-start');
    await expect(this.connection).toHaveText('Verbunden');
    return this;
  }

  /** The connection indicator, 'Verbunden' / 'Nicht verbunden'. */
  get connection(): Locator {
    return this.call.getByRole('status');
  }

  /** What the interface shows, read in one go (a state change cannot fall between reads). */
  async readUi(): Promise<AgentCallUi> {
    return this.call.evaluate(
      (call, { labels, t, f }) => {
        const buttons = [...call.querySelectorAll('button')];
        const named = (name: string) =>
          buttons.find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name);
        const start = named(t.start) ?? named(t.connecting);
        const hangUp = named(t.end);
        const mute = named(t.mute) ?? named(t.unmute);
        const transcript = call.querySelector(`[aria-labelledby] ol`);
        const recap = [...call.querySelectorAll('section')].find((section) =>
          section.querySelector('h2')?.textContent?.startsWith(t.recap),
        );
        return {
          connection: call.querySelector('[role="status"]')?.textContent ?? '',
          activity:
            [...call.querySelectorAll('p')]
              .map((p) => p.textContent ?? '')
              .find((line) => labels.includes(line)) ?? '',
          start: start ? { label: start.textContent ?? '', disabled: start.disabled } : null,
          hangUp: hangUp ? { disabled: hangUp.disabled } : null,
          mute: mute?.getAttribute('aria-label') ?? null,
          micPrompt: (call.textContent ?? '').includes(t.micPrompt),
          privacy: (call.textContent ?? '').includes(t.privacy),
          transcriptLines: transcript?.querySelectorAll('li').length ?? 0,
          captions: [...call.querySelectorAll('[data-caption]')].map((p) => p.textContent ?? ''),
          features: (() => {
            const meter = call.querySelector(`[role="meter"][aria-label="${f.meter}"]`);
            const label = [...call.querySelectorAll('label')].find((l) =>
              (l.textContent ?? '').startsWith('Nachricht an '),
            );
            const field = label ? document.getElementById(label.htmlFor) : null;
            const note = [...call.querySelectorAll('p')]
              .map((p) => p.textContent ?? '')
              .find((line) => f.notes.includes(line));
            return {
              meter: meter ? Number(meter.getAttribute('aria-valuenow')) : null,
              unheard: (call.textContent ?? '').includes(f.unheard),
              composer:
                label && field instanceof HTMLInputElement
                  ? { label: label.textContent ?? '', text: field.value, note: note ?? null }
                  : null,
            };
          })(),
          recap: recap
            ? [
                recap.querySelector('h2')?.textContent ?? '',
                ...[...recap.querySelectorAll('button, a')].map((a) => a.textContent?.trim() ?? ''),
              ]
            : null,
          announcement: call.querySelector('[aria-live="polite"].sr-only')?.textContent ?? '',
          // Issue 22: the help after a refused microphone, as shown.
          micHelp: (() => {
            const help = [...call.querySelectorAll('section')].find(
              (section) => section.querySelector('h2')?.textContent === t.micHelp,
            );
            return help
              ? [...help.querySelectorAll('h2, p, li, button')].map(
                  (element) => element.textContent?.trim() ?? '',
                )
              : null;
          })(),
        };
      },
      {
        labels: [...ACTIVITY_LABELS],
        f: FEATURES,
        t: {
          start: text.start,
          connecting: text.connecting,
          end: text.end,
          mute: text.mute,
          unmute: text.unmute,
          micPrompt: text.micPrompt,
          privacy: text.privacy,
          recap: text.recap,
          micHelp: text.micHelp,
        },
      },
    );
  }

  /** Toasts on screen with exactly this title. */
  toast(title: string): Locator {
    return this.page.locator('[data-sonner-toast] [data-title]').filter({ hasText: exact(title) });
  }
}
