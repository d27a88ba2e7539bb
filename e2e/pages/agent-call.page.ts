import { expect, type Locator, type Page } from '@playwright/test';
import type { VapiStandIn } from '../voice/vapi-stand-in';

/** The interface's texts as the spec states them (section 2, agent pages). */
const text = {
  title: (agent: string) => `Sprechen Sie mit ${agent}`,
  start: 'Anruf starten',
  connecting: 'Verbinde...',
  end: 'Anruf beenden',
  transcript: 'Live-Transkript',
  /** The meter of the visitor's microphone. */
  meter: 'Ihr Mikrofon',
};
const exact = (value: string) => new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** An agent's voice interface, on its page or in the agents dialog. */
export class AgentCallPage {
  readonly call: Locator;
  readonly start: Locator;
  readonly hangUp: Locator;
  readonly mute: Locator;
  readonly transcript: Locator;
  /** The meter of the visitor's microphone, the text field and 'Senden'. */
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
    this.meter = this.call.getByRole('meter', { name: text.meter });
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
    return this.connectOver(vapi);
  }

  /** On the open page, with the scripted SDK: starts a call and connects it as the SDK would. */
  async connectOver(vapi: VapiStandIn): Promise<this> {
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

  /** Toasts on screen with exactly this title. */
  toast(title: string): Locator {
    return this.page.locator('[data-sonner-toast] [data-title]').filter({ hasText: exact(title) });
  }
}
