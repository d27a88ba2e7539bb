import { expectNoViolations } from './axe';
import { demoAgents, tryAgent } from './voice/agents';
import { AgentCallPage } from './pages/agent-call.page';
import { VoiceWidgetPage } from './pages/voice-widget.page';
import { expect, expectMicrophoneReleased, microphoneTracks, test } from './voice/microphone';

test.describe('agent pages (preview driver, fake microphone)', () => {
  // The four pages share the view: Clara's page's own texts here, every page's header and
  // title in spec-texts.spec.ts. The call on it, state by state (its status, buttons, toasts and
  // texts): the view replay (tests/expected/call-surfaces.expected.ts); its greeting in the log:
  // call-features.demo.spec.ts; its microphone while muted, unmuted and hung up:
  // keyboard.demo.spec.ts.
  // 'Verbinde...' and the disabled start while connecting: the view replay.
  // One walk across the routes: each surface's call ends, its microphone released, when the
  // visitor leaves the route that holds it (the agent page by its link, the widget of the site
  // pages and the /agents dialog by the browser's back button).
  test('rapid clicks start one call; leaving a route mid-call ends its call: the agent page, the widget, the agents dialog', async ({
    page,
  }) => {
    const live = async () => (await microphoneTracks(page)).live;
    const mia = new AgentCallPage(page, 'Mia');
    await mia.open('/mia-agent');
    // Rapid clicks start one call with one microphone.
    await mia.start.evaluate((button) => {
      for (let i = 0; i < 5; i += 1) (button as HTMLButtonElement).click();
    });
    await expect(mia.connection).toHaveText('Verbunden');
    expect(await microphoneTracks(page)).toMatchObject({ total: 1, live: 1 });
    await page.getByRole('link', { name: 'Alle Agenten' }).click();
    await expect(page).toHaveURL('/agents');
    await expectMicrophoneReleased(page);

    const widget = new VoiceWidgetPage(page);
    await widget.open();
    await widget.mic.click();
    await expect(widget.status).toHaveText(VoiceWidgetPage.connected);
    expect(await live()).toBe(1);
    await page.goBack();
    await expect(page).toHaveURL('/mia-agent');
    await expectMicrophoneReleased(page);

    await page.getByRole('link', { name: 'Alle Agenten' }).click();
    await expect(page).toHaveURL('/agents');
    await tryAgent(page, 'Jonas').click();
    const dialog = page.getByRole('dialog', { name: 'Sprechen Sie mit Jonas' });
    const jonas = new AgentCallPage(page, 'Jonas', dialog);
    await jonas.start.click();
    await expect(jonas.connection).toHaveText('Verbunden');
    expect(await live()).toBe(1);
    await page.goBack();
    await expect(page).toHaveURL('/mia-agent');
    await expectMicrophoneReleased(page);
    expect((await microphoneTracks(page)).total).toBe(3);
  });

  // A start cancelled while connecting: its screens by the view replay (the cancelling paths),
  // the microphone released at once by call-actors.node.test.ts, the SDK's pending call
  // destroyed at once by vapi-driver.test.ts.

  test('/jonas-agent keeps its info cards on a phone while connected', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await new AgentCallPage(page, 'Jonas').openConnected('/jonas-agent');
    await expect(page.getByRole('heading', { name: 'Über Jonas' })).toBeVisible();
  });

  test('/clara-agent hides its info cards on a phone while connected; portrait and sections; icon-only controls: tooltips after 700 ms, the next one at once', async ({
    page,
  }) => {
    // The delays are measured on the page's clock, held still between the test's moves: the
    // tooltip opens when the clock is moved past its delay, never by real time passing.
    await page.clock.install();
    await page.setViewportSize({ width: 390, height: 844 });
    const call = new AgentCallPage(page, 'Clara');
    await call.open('/clara-agent');
    const about = page.getByRole('heading', { name: 'Über Clara' });
    await expect(about).toBeVisible();
    await call.start.click();
    await expect(call.connection).toHaveText('Verbunden');
    await expect(about).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 900 });
    // Clara's page's own texts: its portrait and sections (its header and title, as every
    // agent page's: spec-texts.spec.ts).
    await expect(page.getByRole('img', { name: 'Porträt von Clara' })).toBeVisible();
    for (const title of ['Über Clara', 'So hilft Ihnen Clara', 'Tipps für das Gespräch']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(call.mute).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    // The open one: a closing tooltip stays in the page while its exit animation runs.
    const tooltip = page.locator('[role="tooltip"][data-state="open"]');
    // The pointer still rests where the start button was: move it away, past the skip delay
    // (300 ms, spec), so that the next tooltip waits its full 700 ms.
    await page.mouse.move(0, 0);
    await page.clock.runFor(500);
    await expect(tooltip).toHaveCount(0);
    // The page has done what the clock's move set off (React renders in a task of its own).
    const rendered = () =>
      page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          }),
      );
    // The spec: tooltip open delay 700 ms; not a millisecond earlier.
    await call.mute.hover();
    await page.clock.runFor(699);
    await rendered();
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(1);
    // The tooltip shows the 'M' shortcut.
    await expect(tooltip).toHaveText('Stummschalten (Taste M)');
    // The spec: skip delay 300 ms: the next tooltip opens at once (the clock stands still).
    await call.hangUp.hover();
    await expect(tooltip).toHaveText('Anruf beenden');
  });

  // The call starting 1000 ms after the microphone was granted on a phone (spec section 9):
  // src/features/call/live/live-call.test.ts (the live actors every surface uses).

  // A denied microphone: its toast ('Fehler', 'Anruf konnte nicht gestartet werden.') by the view
  // replay, the refused permission's help on /clara-agent by call-layout.demo.spec.ts.
});

test.describe('/agents (preview driver, fake microphone)', () => {
  test('four cards and the demo banner; "Jetzt testen" opens the agent’s voice interface, axe-clean over its page, which keeps the focus; closing it ends the call and returns the focus', async ({
    page,
  }) => {
    await page.goto('/agents');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsere KI-Assistenten');
    await expect(
      page.getByText(
        'Demo-Version: Termine und Buchungen werden nur simuliert, es werden keine echten Termine vergeben.',
      ),
    ).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(4);
    for (const [index, agent] of demoAgents.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: agent.name })).toBeVisible();
      await expect(card.getByText(agent.description)).toBeVisible();
      await expect(card.locator('img')).toHaveAttribute('src', agent.image);
      await expect(card.getByRole('button', { name: 'Jetzt testen' })).toBeVisible();
      await expect(
        card.getByRole('link', { name: `Seite von ${agent.name} öffnen` }),
      ).toHaveAttribute('href', agent.route);
    }
    // 'Kostenlose Beratung anfragen': e2e/journeys/to-the-form.spec.ts follows it to the form.
    await page.waitForLoadState('networkidle');
    const trigger = tryAgent(page, 'Mia');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sprechen Sie mit Mia' });
    await expect(dialog).toBeVisible();
    const call = new AgentCallPage(page, 'Mia', dialog);
    await expect(dialog.getByText('Immobilien-Agentin')).toBeVisible();
    await expect(call.start).toBeVisible();
    await expectNoViolations(page, 'agent dialog');
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await call.start.click();
    await expect(call.connection).toHaveText('Verbunden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(call.toast('Anruf beendet')).toBeVisible();
    await expect(trigger).toBeFocused();
    await expectMicrophoneReleased(page);
  });

  // Muting and hanging up in the dialog: the view replay (the same view as the page's) and
  // keyboard.demo.spec.ts's call on the agent page.
  test('one call at a time: a start in a dialog waits for the widget’s call to end', async ({
    page,
  }) => {
    const widget = await VoiceWidgetPage.startCall(page, '/agents');
    // Closed while still connecting: the widget's start must settle before it is ended.
    await widget.close.click();
    const trigger = tryAgent(page, 'Clara');
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Sprechen Sie mit Clara' });
    const call = new AgentCallPage(page, 'Clara', dialog);
    await call.start.click();
    await expect(call.connection).toHaveText('Verbunden');
    expect(await microphoneTracks(page)).toMatchObject({ total: 2, live: 1, maxLive: 1 });
    await page.keyboard.press('Escape');
    await expectMicrophoneReleased(page);
  });
});
