import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HELD_CLICKS } from '../lib/held-input';
import { entryTagsOf } from './deferred-entry';
import { startUpScript } from './start-up-script';

const built = `<!doctype html><html><head><title>x</title>
<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/framework-B2.js">
<link rel="modulepreload" crossorigin href="/assets/shell-C3.js">
</head><body><div id="root"></div></body></html>`;

const tags = {
  entry: '/assets/index-A1.js',
  preloads: ['/assets/framework-B2.js', '/assets/shell-C3.js'],
};

/** The script built from `start-up.inline.ts` for these tags, as the prerenderer builds it. */
let script = '';
beforeAll(async () => {
  script = await startUpScript(tags);
});

/** A stand-in element: `closest` finds itself when it matches one of the selector's parts. */
class Element {
  constructor(
    readonly tagName: string,
    readonly attributes: Record<string, string> = {},
  ) {}
  get href() {
    return this.attributes.href;
  }
  getAttribute(name: string) {
    return this.attributes[name] ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  removeAttribute(name: string) {
    delete this.attributes[name];
  }
  closest(selector: string) {
    const matches = selector.split(',').some((part) => {
      if (part === 'button') return this.tagName === 'BUTTON';
      if (part === '[role="button"]') return this.attributes.role === 'button';
      if (part === 'a[data-section]')
        return this.tagName === 'A' && 'data-section' in this.attributes;
      return false;
    });
    return matches ? this : null;
  }
}

interface LoaderOptions {
  /** Whether the browser reports paint entries (`PerformanceObserver` with `paint`). */
  paintEntries?: boolean;
  visibility?: 'visible' | 'hidden';
}

/** Runs the loader against a stand-in document; returns what it added, its timers and taps. */
function runLoader({ paintEntries = true, visibility = 'visible' }: LoaderOptions = {}) {
  const added: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  const on = (type: string) => listeners.get(type) ?? listeners.set(type, new Set()).get(type)!;
  const visibilityListeners: (() => void)[] = [];
  const replaced: string[] = [];
  const observers: { report: (names: string[]) => void; options: unknown; live: boolean }[] = [];
  const document = {
    documentElement: new Element('HTML'),
    visibilityState: visibility,
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (element: Record<string, string>) => added.push({ ...element }) },
    addEventListener: (type: string, fn: (event: unknown) => void) =>
      type === 'visibilitychange' ? visibilityListeners.push(() => fn({})) : on(type).add(fn),
    removeEventListener: (type: string, fn: (event: unknown) => void) => on(type).delete(fn),
  };
  /** A stand-in `PerformanceObserver`: `report` delivers paint entries by name. */
  class PerformanceObserver {
    static supportedEntryTypes = paintEntries ? ['paint', 'longtask'] : ['longtask'];
    constructor(callback: (list: unknown, observer: unknown) => void) {
      const observer = {
        report: (_names: string[]) => {},
        options: undefined as unknown,
        live: true,
      };
      observer.report = (names) => {
        if (!observer.live) return;
        const list = { getEntriesByName: (name: string) => names.filter((n) => n === name) };
        callback(list, { disconnect: () => (observer.live = false) });
      };
      observers.push(observer);
      return { observe: (options: unknown) => (observer.options = options) } as never;
    }
  }
  const window: Record<string, unknown> = {
    // The demo form's early message listens here for the page's life (e2e/start-up.spec.ts).
    addEventListener: () => {},
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    location: { replace: (url: string) => replaced.push(url) },
    PerformanceObserver,
  };
  runInNewContext(script, { document, window, Element });
  /** An event as the browser dispatches it: whether the script stopped or prevented it. */
  const dispatch = (type: string, target: unknown, init: Record<string, unknown> = {}) => {
    const result = { stopped: false, prevented: false };
    const event = {
      ...{ target, button: 0, code: '', shiftKey: false },
      preventDefault: () => (result.prevented = true),
      stopPropagation: () => (result.stopped = true),
      ...init,
    };
    on(type).forEach((listener) => listener(event));
    return { ...result, event };
  };
  const hide = () => {
    document.visibilityState = 'hidden';
    visibilityListeners.forEach((listener) => listener());
  };
  /** Runs the timers set for `ms` so far. */
  const fire = (ms: number) =>
    timers.filter((timer) => timer.ms === ms).forEach((timer) => timer.fn());
  const held = window[HELD_CLICKS] as { queue: Element[]; keys: unknown[]; stop: () => void };
  const listening = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0);
  return {
    ...{ added, frames, timers, fire, observers, hide, dispatch, held, replaced, listening },
  };
}

const started = [...tags.preloads, tags.entry];
const urls = (added: Record<string, string>[]) =>
  added.map((element) => element.src ?? element.href);

// deferEntry's page (the tags out of <head>, the loader at the end of <body>, its hash in
// _headers), on the built pages: e2e/build-output.spec.ts.
describe('deferred entry', () => {
  it("reads Vite's entry and preloads from the built template", () => {
    expect(entryTagsOf(built)).toEqual(tags);
    expect(() => entryTagsOf('<html></html>')).toThrow(/no module entry/);
  });

  it('starts nothing before the browser reports the first contentful paint', () => {
    const { added, frames, timers, observers } = runLoader();
    expect(added).toEqual([]);
    expect(frames).toEqual([]);
    expect(observers.map((observer) => observer.options)).toEqual([
      { type: 'paint', buffered: true },
    ]);
    expect(timers.map((timer) => timer.ms)).toEqual([3000]);
    // The first paint (the background) is not yet the content.
    observers[0]!.report(['first-paint']);
    expect(timers.map((timer) => timer.ms)).toEqual([3000]);
  });

  it('after the first contentful paint, in a task of its own: the preloads, then the entry, once', () => {
    const { added, timers, fire, observers } = runLoader();
    observers[0]!.report(['first-paint', 'first-contentful-paint']);
    expect(added).toEqual([]);
    expect(timers.map((timer) => timer.ms)).toEqual([3000, 0]);
    fire(0);
    observers[0]!.report(['first-contentful-paint']);
    fire(3000);
    expect(added).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/framework-B2.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/shell-C3.js' },
      { type: 'module', crossOrigin: '', src: '/assets/index-A1.js' },
    ]);
    expect(observers[0]!.live).toBe(false);
  });

  it('starts after 3 s when no paint is reported', () => {
    const { added, fire } = runLoader();
    fire(3000);
    expect(urls(added)).toEqual(started);
  });

  it('a page loaded in a background tab starts at once; one hidden before it painted, when hidden', () => {
    expect(urls(runLoader({ visibility: 'hidden' }).added)).toEqual(started);
    const { added, hide } = runLoader();
    expect(added).toEqual([]);
    hide();
    hide();
    expect(urls(added)).toEqual(started);
  });

  it('without paint entries: after the first frame, or after 300 ms where no frame comes', () => {
    const framed = runLoader({ paintEntries: false });
    expect(framed.observers).toEqual([]);
    expect(framed.timers.map((timer) => timer.ms)).toEqual([300]);
    framed.frames[0]!();
    framed.fire(0);
    framed.fire(300);
    expect(urls(framed.added)).toEqual(started);
    const background = runLoader({ paintEntries: false });
    background.fire(300);
    expect(urls(background.added)).toEqual(started);
  });

  it('holds taps on buttons until the app takes them, and lets other clicks through', () => {
    const { dispatch, held } = runLoader();
    const click = (target: Element, init = {}) => dispatch('click', target, init).prevented;
    const button = new Element('BUTTON');
    const tab = new Element('DIV', { role: 'button' });
    expect(click(button)).toBe(true);
    expect(click(tab)).toBe(true);
    expect(click(new Element('P'))).toBe(false);
    expect(click(new Element('A', { href: '/blog' }))).toBe(false);
    expect(click(new Element('BUTTON'), { button: 1 })).toBe(false);
    expect(held.queue).toEqual([button, tab]);
  });

  it("keeps a tap's pointer, mouse and touch events on a button from the page until the app takes the taps", () => {
    const { dispatch } = runLoader();
    for (const type of 'pointerdown mousedown pointerup mouseup touchstart touchend'.split(' ')) {
      const [button, text] = [new Element('BUTTON'), new Element('P')].map((e) =>
        dispatch(type, e),
      );
      expect(button, type).toMatchObject({ stopped: true, prevented: false });
      expect(text, type).toMatchObject({ stopped: false, prevented: false });
    }
  });

  // stop() removes every listener of the loader, the taps' and the presses' above too.
  it('notes shortcut keys outside text fields for the app, without stopping them', () => {
    const { dispatch, held, listening } = runLoader();
    const press = (target: unknown, init: Partial<KeyboardEvent> & { key: string }) =>
      dispatch('keydown', target, init);
    const page = { tagName: 'BODY', isContentEditable: false };
    const field = { tagName: 'INPUT', isContentEditable: false };
    const editor = { tagName: 'DIV', isContentEditable: true };
    const shortcuts = [
      press(page, { key: 'D', code: 'KeyD', shiftKey: true }),
      press(page, { key: 'm', code: 'KeyM' }),
      press(page, { key: 'Escape', code: 'Escape' }),
    ];
    for (const { stopped, prevented } of shortcuts) expect(stopped || prevented).toBe(false);
    // Not shortcuts: typing, modifiers, navigation keys, composition.
    press(field, { key: 'D', shiftKey: true });
    press(editor, { key: 'm' });
    press({ tagName: 'TEXTAREA' }, { key: 'm' });
    for (const modifier of ['ctrlKey', 'metaKey', 'altKey'])
      press(page, { key: 'd', [modifier]: true });
    for (const key of [' ', 'Tab', 'Enter', 'ArrowDown']) press(page, { key });
    press(page, { key: 'n', isComposing: true });
    // The events themselves, in order: a listener that handles one live can tell it was noted.
    expect(held.keys).toEqual(shortcuts.map(({ event }) => event));
    expect(held.keys[0]).toBe(shortcuts[0]!.event);
    held.stop();
    expect(listening()).toBe(0);
  });

  it('sends a section link tapped before the app to its section, replacing the entry', () => {
    const { dispatch, held, replaced } = runLoader();
    const link = new Element('A', { href: 'http://x.test/#targets', 'data-section': '' });
    expect(dispatch('click', link).prevented).toBe(true);
    expect(replaced).toEqual(['http://x.test/#targets']);
    expect(held.queue).toEqual([]);
    // A new tab (modifier) is the browser's own business.
    expect(dispatch('click', link, { ctrlKey: true }).prevented).toBe(false);
  });
});
