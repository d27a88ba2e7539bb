import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { logoStripMachine, type LogoStripContext } from '@machines/logo-strip/logo-strip.machine';
import { logoStripAllPaths, logoStripPlan, TICK } from '@machines/logo-strip/logo-strip.paths';
import { coverageOf, coveringPaths } from '@tests/model/coverage';
import { describePath, stateName, type MachinePath } from '@tests/model/paths';
import { replayPath, type PathDriver, type VisibleFacts } from '@tests/model/replay';
import { INTEGRATIONS } from './integrations';
import { LogoStripView } from './logo-strip.view';

const region = () => screen.getByRole('region', { name: 'Partner-Integrationen' });
const list = () => region().querySelector('ul') as HTMLUListElement;
/** The list's shift as Chromium writes it. */
const shiftOf = (offset: number) => `translate3d(${-offset}px, 0px, 0px)`;

/**
 * What the visitor sees of a state, written out: the logos shifted by the offset (1 px per
 * tick), and, unless reduced motion holds the strip still, the pause button ('Laufband
 * anhalten', pressed: 'Laufband fortsetzen').
 */
function expectShown(snapshot: AnyMachineSnapshot): VisibleFacts {
  const { offset, userPaused } = snapshot.context as LogoStripContext;
  expect(list().style.transform).toBe(shiftOf(offset));
  const button = screen.queryByRole('button', { name: /^Laufband/ });
  if (snapshot.matches('still')) {
    expect(button).toBeNull();
    return [`logos shifted by ${offset} px`, 'no pause button'];
  }
  const name = userPaused ? 'Laufband fortsetzen' : 'Laufband anhalten';
  expect(button).toHaveAccessibleName(name);
  expect(button).toHaveAttribute('aria-pressed', String(userPaused));
  return [`logos shifted by ${offset} px`, `button "${name}" pressed=${userPaused}`];
}

/**
 * Whether Chromium's real sensors can produce a path's events on the view: a size, visibility
 * or motion preference is reported only when it changes; hovering and focusing scroll the strip
 * into view, so they need it on screen, and scrolling or resizing under a resting pointer would
 * move it off the strip; the pause button takes focus (Tab) only while it exists, a focused button
 * that disappears (reduced motion) loses focus without a blur, and a click on the button would
 * hover and focus it, so the toggle is pressed with the keyboard on the focused button, or, on a
 * strip neither hovered nor focused, by a bare DOM click.
 */
function isBrowserPossible(path: MachinePath): boolean {
  let domFocus = false;
  for (const [index, step] of path.steps.slice(1).entries()) {
    const before = path.steps[index]!.state;
    const c = before.context as LogoStripContext;
    const shown = !before.matches('still');
    const event = step.event as EventObject & {
      max?: number;
      visible?: boolean;
      reduced?: boolean;
    };
    const possible = {
      'strip.measured': event.max !== c.max && !c.hovered,
      'strip.visibility': event.visible !== c.visible && !c.hovered,
      'pointer.enter': !c.hovered && c.visible,
      'pointer.leave': c.hovered,
      'focus.enter': !domFocus && c.visible && shown,
      'focus.leave': domFocus && shown,
      'motion.preference': event.reduced !== c.reducedMotion,
      'strip.toggle': shown && (domFocus || !c.hovered),
      [TICK]: true,
    }[event.type];
    if (!possible) return false;
    if (event.type === 'focus.enter') domFocus = true;
    if (event.type === 'focus.leave' || step.state.matches('still')) domFocus = false;
  }
  return true;
}

/** The paths Chromium's sensors can play, the fewest that cover what they can reach. */
const chromiumPaths = coveringPaths(logoStripPlan, logoStripAllPaths.filter(isBrowserPossible));

const VIEWPORT_HEIGHT = 600;

/**
 * Chromium with the view's real sensors on: the viewport is resized (ResizeObserver), the page
 * scrolled (IntersectionObserver), the mouse moved, Tab and Enter pressed, and reduced motion
 * emulated (`prefers-reduced-motion` through the DevTools protocol). Nothing is sent by hand;
 * waits on the actor only let its event arrive before the screen is checked.
 */
async function chromiumDriver(actor: ReturnType<typeof startActor>): Promise<PathDriver> {
  const { page, userEvent, cdp } = await import('vitest/browser');
  const context = () => actor.ref.getSnapshot().context;
  let performing = '';
  const arrived = (check: (c: LogoStripContext) => boolean) =>
    vi.waitFor(() => expect(check(context()), `${performing} arrived`).toBe(true));
  const before = () => screen.getByRole('button', { name: 'Davor' });
  /** The viewport width at which the strip can scroll `max` px. */
  const widthFor = (max: number) =>
    window.innerWidth + (list().scrollWidth - max - region().clientWidth);
  return {
    async start() {
      await cdp().send('Emulation.setEmulatedMedia', {
        features: [{ name: 'prefers-reduced-motion', value: 'no-preference' }],
      });
      await page.viewport(4000, VIEWPORT_HEIGHT);
      window.scrollTo(0, 0);
      render(
        <>
          {/* Below the fold at first: the strip starts out of view. */}
          <div style={{ height: VIEWPORT_HEIGHT * 2 }}>
            <span>Anfang</span>
          </div>
          <button type="button">Davor</button>
          <LogoStripView actorRef={actor.ref} />
          <button type="button">Danach</button>
        </>,
      );
      // The first measurement: the viewport is wider than the logos (nothing to scroll).
      await page.viewport(widthFor(-100), VIEWPORT_HEIGHT);
      // The pointer rests at the top, where scrolling the strip into view never puts it.
      await userEvent.hover(screen.getByText('Anfang'));
    },
    async perform(event: EventObject) {
      const e = event as EventObject & { max: number; visible: boolean; reduced: boolean };
      performing = event.type;
      switch (event.type) {
        case 'strip.measured':
          await page.viewport(widthFor(e.max), VIEWPORT_HEIGHT);
          return arrived((c) => c.max === e.max);
        case 'strip.visibility':
          if (e.visible) region().scrollIntoView({ block: 'center' });
          else window.scrollTo(0, 0);
          return arrived((c) => c.visible === e.visible);
        case 'pointer.enter':
          await userEvent.hover(region());
          return arrived((c) => c.hovered);
        case 'pointer.leave':
          await userEvent.hover(before());
          return arrived((c) => !c.hovered);
        case 'focus.enter':
          before().focus();
          await userEvent.tab();
          return arrived((c) => c.focused);
        case 'focus.leave':
          await userEvent.tab();
          return arrived((c) => !c.focused);
        case 'strip.toggle': {
          const { userPaused } = context();
          const button = screen.getByRole('button', { name: /^Laufband/ });
          if (document.activeElement === button) await userEvent.keyboard('{Enter}');
          // Hand-made, because no pointer or key can do it: pressing the button of a moving strip
          // (a mouse hovers and a key focuses it first, which pauses it). Assistive technology's
          // activation is such a bare click.
          else button.click();
          return arrived((c) => c.userPaused !== userPaused);
        }
        case 'motion.preference':
          await cdp().send('Emulation.setEmulatedMedia', {
            features: [
              { name: 'prefers-reduced-motion', value: e.reduced ? 'reduce' : 'no-preference' },
            ],
          });
          return arrived((c) => c.reducedMotion === e.reduced);
        case TICK:
          return void act(() => actor.clock.increment(50));
        default:
          throw new Error(`Chromium cannot produce ${event.type} here`);
      }
    },
    async expectState(expected: AnyMachineSnapshot) {
      expect(stateName(actor.ref.getSnapshot().value), JSON.stringify(context())).toBe(
        stateName(expected.value),
      );
      return expectShown(expected);
    },
  };
}

/** The strip's actor on a simulated clock: its 50 ms ticks happen when a path says so. */
function startActor() {
  const clock = new SimulatedClock();
  return { clock, ref: createActor(logoStripMachine, { clock }).start() };
}

describe('logo strip view, replaying the generated paths', () => {
  it('Chromium’s sensors can play paths to every reachable state and transition', () => {
    const { states, transitions } = coverageOf(logoStripPlan, chromiumPaths);
    expect(states.covered).toEqual(states.reachable);
    expect(transitions.covered).toEqual(transitions.reachable);
  });

  it.each(chromiumPaths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_, path) => {
      const actor = startActor();
      await replayPath(path, await chromiumDriver(actor));
      actor.ref.stop();
    },
    // A bound, not a clock: up to ten real inputs and viewport changes, each a DevTools round
    // trip, took a long path past 15 s with both cores busy (stop 54).
    30_000,
  );
});

describe('logo strip view', () => {
  // Each logo's name and its box at 40 px: e2e/landing.spec.ts (320 px), on the built site.
  it('shows every partner logo as a local image, with its category; loads them at idle', async () => {
    render(<LogoStripView actorRef={createActor(logoStripMachine).start()} />);
    const sources = screen.getAllByRole('img').map((image) => image.getAttribute('src'));
    expect(sources).toHaveLength(INTEGRATIONS.length);
    for (const src of sources) expect(src).toMatch(/^\/logos\/.+\.svg$/);
    // Left to lazy loading at first (the server's HTML too), then asked for one by one when
    // the browser is idle: not in the middle of the visitor's scroll.
    const loading = () => screen.getAllByRole('img').map((image) => image.getAttribute('loading'));
    expect(new Set(loading())).toEqual(new Set(['lazy']));
    // Bound: each step comes at the latest after whenIdle's 2 s.
    await vi.waitFor(() => expect(new Set(loading())).toEqual(new Set(['eager'])), {
      timeout: 10_000,
    });
    for (const category of ['Automatisierung', 'Voice AI', 'Kommunikation', 'Messaging', 'Cloud']) {
      expect(screen.getAllByText(category).length).toBeGreaterThan(0);
    }
  });
});
