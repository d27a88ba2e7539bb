import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardDeferredIslands, ISLAND_READY, type DeferredIslands } from './deferred-islands';
import { island, IslandsContext, renderWithIslands } from '@/components/island';

/**
 * A deferred island on a prerendered page (docs/start-up.md): the page hydrates while the
 * island's code has not come; until it has and the island is ready, no event aimed inside it
 * reaches React, the browser keeps what was typed, and taps on its buttons are replayed.
 */

/** What React's handlers saw: each change of the field, each tap. */
let changes: string[] = [];

/** Like the demo form: a controlled field that adopts what the DOM holds when it mounts. */
function Probe() {
  const [name, setName] = useState('');
  const [taps, setTaps] = useState(0);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => setName(field.current?.value ?? ''), []);
  return (
    <form aria-label="Probe">
      <label htmlFor="probe-name">Name</label>
      <input
        id="probe-name"
        ref={field}
        value={name}
        onChange={(event) => {
          changes.push(event.target.value);
          setName(event.target.value);
        }}
      />
      <p>{name ? `Gehalten: ${name}` : 'Leer'}</p>
      <button type="button" onClick={() => setTaps((count) => count + 1)}>
        Tippen
      </button>
      <p>{`Tipps: ${taps}`}</p>
    </form>
  );
}

// The prerenderer's markup: the same island, its code loaded (as the build loads every kind).
const PrerenderedProbe = island(
  async () => ({ Probe }),
  (m) => m.Probe,
  'deferred',
);
const html = await renderWithIslands(<PrerenderedProbe />, renderToString);

/** The island as the browser has it: its code comes when the test releases it. */
function heldIsland() {
  let release: () => void = () => {};
  const code = new Promise<{ Probe: typeof Probe }>(
    (resolve) => (release = () => resolve({ Probe })),
  );
  const load = vi.fn(() => code);
  return { Island: island(load, (m) => m.Probe, 'deferred'), load, release, code };
}

/** The viewport, as far as the island's `near` wake-up sees it. */
const inView: (() => void)[] = [];
class ViewportObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    inView.push(() =>
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  disconnect() {}
}

let root: Root | undefined;
let islands: DeferredIslands | undefined;
let container: HTMLElement;

beforeEach(() => {
  changes = [];
  inView.length = 0;
  vi.stubGlobal('IntersectionObserver', ViewportObserver);
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  islands?.stop();
  islands = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

async function hydrate(Island: ComponentType) {
  // As the app hydrates (src/main.tsx): as a transition.
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(
        container,
        <IslandsContext value={islands ?? null}>
          <Island />
        </IslandsContext>,
      );
    });
  });
}

/** Lets the promises started meanwhile settle (a wake-up starts the load in a microtask). */
const settle = () => act(async () => {});

/** Text written into the field as the browser writes it (the prototype's setter, one event). */
function type(field: HTMLElement, value: string) {
  fireEvent.input(field, { target: { value } });
}

describe('a deferred island before its code has come', () => {
  it('keeps every event inside it from React: typed text and a tap reach it once it is ready', async () => {
    const { Island, load, release, code } = heldIsland();
    islands = guardDeferredIslands();
    await hydrate(Island);
    const field = screen.getByLabelText('Name');
    expect(load).not.toHaveBeenCalled();

    field.focus();
    type(field, 'A');
    fireEvent.click(screen.getByRole('button', { name: 'Tippen' }));
    await settle();
    expect(changes).toEqual([]);
    expect(field).toHaveValue('A');
    // The first event woke the island (coming near the viewport now changes nothing): its
    // code is on its way, and comes now.
    expect(load).toHaveBeenCalledTimes(1);
    act(() => inView.forEach((enter) => enter()));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      release();
      await code;
    });

    // The server's field is kept with what was typed, and the form adopted it.
    await waitFor(() => expect(container.firstElementChild).toHaveAttribute(ISLAND_READY));
    expect(screen.getByLabelText('Name')).toBe(field);
    expect(field).toHaveValue('A');
    expect(screen.getByText('Gehalten: A')).toBeInTheDocument();
    // The tap held meanwhile is replayed on its button.
    expect(await screen.findByText('Tipps: 1')).toBeInTheDocument();
    // From now on React handles every event itself.
    type(field, 'An');
    expect(changes).toEqual(['An']);
    expect(screen.getByText('Gehalten: An')).toBeInTheDocument();
  });

  it('wakes when it comes within a screen of the viewport, or at a hover', async () => {
    const near = heldIsland();
    islands = guardDeferredIslands();
    await hydrate(near.Island);
    expect(near.load).not.toHaveBeenCalled();
    act(() => inView.forEach((enter) => enter()));
    await settle();
    expect(near.load).toHaveBeenCalledTimes(1);
    act(() => root?.unmount());

    container.innerHTML = html;
    const hovered = heldIsland();
    await hydrate(hovered.Island);
    expect(hovered.load).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Tippen' }));
    await settle();
    expect(hovered.load).toHaveBeenCalledTimes(1);
    await act(async () => hovered.release());
    await waitFor(() => expect(container.firstElementChild).toHaveAttribute(ISLAND_READY));
  });

  it('takes over what happened before the app listened: a field written, a tap the page held', async () => {
    const { Island, load, release } = heldIsland();
    // Before the app: the browser autofilled the field, and the page's inline script held a tap.
    const field = screen.getByLabelText('Name');
    (field as HTMLInputElement).value = 'Anna';
    const held = [screen.getByRole('button', { name: 'Tippen' })];
    islands = guardDeferredIslands(held);
    expect(held).toEqual([]);
    await hydrate(Island);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => release());
    expect(await screen.findByText('Tipps: 1')).toBeInTheDocument();
    expect(screen.getByText('Gehalten: Anna')).toBeInTheDocument();
    expect(changes).toEqual([]);
  });

  it('replays a held tap on the element that replaced the tapped one (same id), never on a lost one', () => {
    const scope = document.createElement('div');
    document.body.append(scope);
    const tapped = Object.assign(document.createElement('button'), { id: 'faq:trigger:1' });
    const gone = document.createElement('button');
    scope.append(tapped, gone);
    // Hydration replaced both buttons: the first one's successor has its id, the second none.
    const successor = Object.assign(document.createElement('button'), { id: 'faq:trigger:1' });
    const clicks: string[] = [];
    successor.addEventListener('click', () => clicks.push('successor'));
    tapped.addEventListener('click', () => clicks.push('tapped'));
    gone.addEventListener('click', () => clicks.push('gone'));
    scope.replaceChildren(successor);
    islands = guardDeferredIslands();
    islands.replayTaps(scope, [tapped, gone]);
    expect(clicks).toEqual(['successor']);
    expect(document.activeElement).toBe(successor);
    scope.remove();
  });
});
