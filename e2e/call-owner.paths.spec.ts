import type { Locator, Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { HAND_OVER_TIMEOUT_MS } from '../machines/call-owner/call-owner.machine';
import { callOwnerAllPaths, callOwnerPlan } from '../machines/call-owner/call-owner.paths';
import { coveringPaths } from '../tests/model/coverage';
import { describePath, type MachinePath } from '../tests/model/paths';
import { replayPath, type VisibleFacts } from '../tests/model/replay';
import { expect, test } from './fixtures';
import { AgentCallPage } from './pages/agent-call.page';
import { VoiceWidgetPage } from './pages/voice-widget.page';
import { instrumentMicrophone, microphoneTracks } from './voice/microphone';
import { installVapiStandIn, type VapiStandIn } from './voice/vapi-stand-in';

type Surface = 'widget' | 'dialog';
/** Where a surface's call stands, as the visitor sees it. */
type Call = 'idle' | 'connected' | 'ending' | 'absent';

const surfaceOf = (ref: unknown): Surface | null =>
  ref ? ((ref as { id: string }).id as Surface) : null;
const ownerOf = (snapshot: AnyMachineSnapshot) => surfaceOf(snapshot.context.owner);
const waitingOf = (snapshot: AnyMachineSnapshot) =>
  surfaceOf((snapshot.context.next as { surface?: unknown } | null)?.surface);

/**
 * Paths a visitor can walk on /agents: the dialog's start button is gone while its own call is
 * connected, so it cannot ask again while it owns the call (the widget's single button covers
 * the owner's own request).
 */
function producible(path: MachinePath): boolean {
  return path.steps.slice(1).every(({ event }, index) => {
    const before = path.steps[index]!.state;
    return !(
      event.type === 'call.requested' &&
      surfaceOf((event as EventObject & { surface: unknown }).surface) === 'dialog' &&
      before.matches('owned') &&
      ownerOf(before) === 'dialog'
    );
  });
}

const browserPaths = coveringPaths(callOwnerPlan, callOwnerAllPaths.filter(producible));

/** The widget's single button: its label and whether it can be pressed. */
async function widgetButton(widget: VoiceWidgetPage) {
  return widget.mic.evaluate((button: HTMLButtonElement) => ({
    label: button.getAttribute('aria-label') ?? '',
    disabled: button.disabled,
  }));
}

/** What each call state shows: in Clara's dialog, and on the widget's button, when open. */
const AGENT_UI: Record<Exclude<Call, 'absent'>, Record<string, unknown>> = {
  connected: { connection: 'Verbunden', start: null },
  idle: { connection: 'Nicht verbunden', start: { label: 'Anruf starten', disabled: false } },
  ending: { connection: 'Nicht verbunden', start: { label: 'Anruf starten', disabled: true } },
};
const WIDGET_UI: Record<Exclude<Call, 'absent'>, { label: string; disabled: boolean }> = {
  connected: { label: 'Gespräch beenden', disabled: false },
  idle: { label: 'Gespräch starten', disabled: false },
  ending: { label: 'Gespräch beenden', disabled: true },
};

/**
 * Drives the two surfaces of /agents. Both open as modal dialogs, one at a time; closing either
 * hangs up a call it has (spec section 2), so a hand-over is: close the owner's dialog (its
 * hang-up is held by the stand-in), open the other and press start.
 */
class OwnerDriver {
  readonly calls: Record<Surface, Call> = { widget: 'idle', dialog: 'idle' };
  starts = 0;
  open: Surface | null = null;
  readonly widget: VoiceWidgetPage;
  readonly dialog: AgentCallPage;
  readonly dialogBox: Locator;

  constructor(
    readonly page: Page,
    readonly vapi: VapiStandIn,
  ) {
    this.widget = new VoiceWidgetPage(page);
    this.dialogBox = page.getByRole('dialog', { name: 'Sprechen Sie mit Clara' });
    this.dialog = new AgentCallPage(page, 'Clara', this.dialogBox);
  }

  async close() {
    if (this.open === 'widget') {
      await this.widget.close.click();
      await expect(this.widget.dialog).toBeHidden();
    } else if (this.open === 'dialog') {
      await this.page.keyboard.press('Escape');
      await expect(this.dialogBox).toBeHidden();
    }
    this.open = null;
  }

  async show(surface: Surface) {
    if (this.open === surface) return;
    await this.close();
    if (surface === 'widget') await this.widget.open();
    else {
      await this.page
        .getByRole('article')
        .filter({ hasText: 'Clara' })
        .getByRole('button', { name: 'Jetzt testen' })
        .click();
      await this.dialog.start.waitFor();
    }
    this.open = surface;
  }

  async press(surface: Surface) {
    await this.show(surface);
    if (surface === 'widget') await this.widget.mic.click();
    else await this.dialog.start.click();
  }

  /** A start reached the driver: the SDK joins and the assistant answers (call-start). */
  async connect(surface: Surface) {
    await expect.poll(() => this.vapi.hasPendingStart(), { timeout: 15_000 }).toBe(true);
    await this.vapi.settleStart('ok');
    await this.vapi.emit('call-start');
    this.starts += 1;
    this.calls[surface] = 'connected';
  }

  /** The held hang-up of the owner's call settles: it holds no call any more. */
  async release(owner: Surface) {
    await this.vapi.settleStop(true);
    if (this.calls[owner] !== 'absent') this.calls[owner] = 'idle';
  }

  async perform(event: EventObject, before: AnyMachineSnapshot) {
    const owner = ownerOf(before);
    const waiting = waitingOf(before);
    const payload = event as EventObject & { surface?: unknown };
    switch (event.type) {
      case 'call.requested': {
        const who = surfaceOf(payload.surface)!;
        if (before.matches('handingOver')) return this.press(who); // waits: changes nothing
        if (before.matches('owned') && owner === who) {
          // The owner's own button (the widget's): it ends its call.
          await this.press(who);
          this.calls[who] = 'idle';
          return;
        }
        if (before.matches('owned')) {
          // Closing the owner's dialog hangs up its call; the hang-up is held, so that the
          // hand-over can be seen waiting for it.
          await this.vapi.holdNextStop();
          await this.close();
          await this.press(who);
          this.calls[owner!] = 'ending';
          return;
        }
        await this.press(who);
        return this.connect(who);
      }
      case 'surface.left':
        // A route change: Clara's card and dialog unmount (the widget lives in the site's
        // frame). Closing the dialog first hangs up a call it still has.
        await this.close();
        if (this.calls.dialog === 'connected') this.calls.dialog = 'idle';
        await this.page.getByRole('link', { name: 'Helvox – zur Startseite' }).first().click();
        await expect(this.page).toHaveURL('/');
        this.calls.dialog = 'absent';
        if (before.matches('handingOver') && owner === 'dialog') {
          // Its hang-up settles; the widget, waiting, starts.
          await this.release('dialog');
          return this.connect(waiting!);
        }
        return;
      case 'page.left':
        await this.page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
        if (before.matches('handingOver')) {
          // The owner was hanging up already; once it has, the dropped start stays dropped.
          await this.release(owner!);
          return;
        }
        this.calls[owner!] = 'idle';
        return;
      case 'xstate.done.actor.awaitRelease':
        await this.release(owner!);
        return this.connect(waiting!);
      case 'xstate.after.handOverTimeout.callOwner.handingOver':
        await this.page.clock.fastForward(HAND_OVER_TIMEOUT_MS);
        // The waiting surface starts although the owner's hang-up has not settled.
        if (waiting === 'dialog') await expect(this.dialog.hangUp).toBeVisible({ timeout: 15_000 });
        else await expect(this.widget.mic).toHaveAttribute('aria-label', 'Gespräch beenden');
        await this.release(owner!);
        return this.connect(waiting!);
      default:
        throw new Error(`cannot perform ${event.type} in Chromium`);
    }
  }

  /** What the coordinator's state means for the surfaces, checked on the page. */
  async expectState(expected: AnyMachineSnapshot): Promise<VisibleFacts> {
    const owner = ownerOf(expected);
    const waiting = waitingOf(expected);
    const facts: string[] = [];
    // The model's state, as the surfaces must show it.
    if (expected.matches('free')) {
      expect(Object.values(this.calls)).not.toContain('connected');
    } else if (expected.matches('handingOver')) {
      expect(this.calls[owner!], `${owner} hangs up`).toBe('ending');
      expect(this.calls[waiting!], `${waiting} waits`).toBe('idle');
    } else {
      const other: Surface = owner === 'widget' ? 'dialog' : 'widget';
      expect(this.calls[other], `${other} has no call`).not.toBe('connected');
    }
    const dialog = this.calls.dialog;
    if (dialog === 'absent') {
      await expect(this.page).toHaveURL('/');
      facts.push('/agents left: Clara’s dialog is gone');
    } else if (this.open === 'dialog') {
      await expect
        .poll(() => this.dialog.readUi(), { timeout: 15_000 })
        .toMatchObject(AGENT_UI[dialog]);
      facts.push(`Clara’s dialog ${JSON.stringify(AGENT_UI[dialog])}`);
    }
    if (this.open === 'widget' && this.calls.widget !== 'absent') {
      const ui = WIDGET_UI[this.calls.widget];
      await expect.poll(() => widgetButton(this.widget), { timeout: 15_000 }).toEqual(ui);
      facts.push(`widget button "${ui.label}"${ui.disabled ? ' disabled' : ''}`);
    }
    // One call at a time: one start per connected call, never two microphones.
    const live = Object.values(this.calls).filter((call) => call === 'connected').length;
    await expect.poll(async () => (await microphoneTracks(this.page)).live).toBe(live);
    expect((await microphoneTracks(this.page)).maxLive).toBeLessThanOrEqual(1);
    expect((await this.vapi.state()).starts).toHaveLength(this.starts);
    facts.push(`${live} live microphone tracks`, `${this.starts} calls started`);
    return facts;
  }
}

test.describe('call owner: generated paths replayed on /agents (widget and Clara’s dialog) in Chromium', () => {
  test.use({ permissions: ['microphone'] });
  test.setTimeout(90_000);

  for (const path of browserPaths) {
    test(describePath(path), async ({ page }) => {
      await instrumentMicrophone(page);
      const vapi = await installVapiStandIn(page);
      await vapi.releaseSdk('ok');
      const driver = new OwnerDriver(page, vapi);
      let index = 0;
      await replayPath(path, {
        async start() {
          if (path.steps.some((step) => step.event.type.startsWith('xstate.after.'))) {
            await page.clock.install();
          }
          await page.goto('/agents');
        },
        async perform(event) {
          index += 1;
          await driver.perform(event, path.steps[index - 1]!.state);
        },
        expectState: (expected) => driver.expectState(expected),
      });
    });
  }
});
