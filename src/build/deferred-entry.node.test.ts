import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferEntry, entryTagsOf, HELD_CLICKS, loaderScript } from './deferred-entry';

const built = `<!doctype html><html><head><title>x</title>
<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/framework-B2.js">
<link rel="modulepreload" crossorigin href="/assets/shell-C3.js">
</head><body><div id="root"></div></body></html>`;

const tags = {
  entry: '/assets/index-A1.js',
  preloads: ['/assets/framework-B2.js', '/assets/shell-C3.js'],
};

/** A stand-in element: `closest` finds itself when it matches one of the selector's parts. */
class Element {
  constructor(
    readonly tagName: string,
    readonly attributes: Record<string, string> = {},
  ) {}
  get href() {
    return this.attributes.href;
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

/** Runs the loader against a stand-in document; returns what it added, its timers and taps. */
function runLoader() {
  const added: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const listeners = new Set<(event: unknown) => void>();
  const replaced: string[] = [];
  const document = {
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (element: Record<string, string>) => added.push({ ...element }) },
    addEventListener: (_type: string, fn: (event: unknown) => void) => listeners.add(fn),
    removeEventListener: (_type: string, fn: (event: unknown) => void) => listeners.delete(fn),
  };
  const window: Record<string, unknown> = {
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    location: { replace: (url: string) => replaced.push(url) },
  };
  runInNewContext(loaderScript(tags), { document, window, Element });
  /** A click as the browser dispatches it; returns whether the script took it over. */
  const click = (target: Element, init: Partial<MouseEvent> = {}) => {
    let prevented = false;
    const event = {
      target,
      button: 0,
      preventDefault: () => (prevented = true),
      stopPropagation: () => {},
      ...init,
    };
    listeners.forEach((listener) => listener(event));
    return prevented;
  };
  const held = window[HELD_CLICKS] as { queue: Element[]; stop: () => void };
  return { added, frames, timers, click, held, replaced, listeners };
}

describe('deferred entry', () => {
  it("reads Vite's entry and preloads from the built template", () => {
    expect(entryTagsOf(built)).toEqual(tags);
    expect(() => entryTagsOf('<html></html>')).toThrow(/no module entry/);
  });

  it('takes the tags out of <head> and puts the loader at the end of <body>', () => {
    const html = deferEntry(built, tags);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(`<script>${loaderScript(tags)}</script></body>`);
  });

  it('starts nothing before the first frame has been painted', () => {
    const { added, frames, timers } = runLoader();
    expect(added).toEqual([]);
    expect(frames).toHaveLength(1);
    expect(timers.map((timer) => timer.ms)).toEqual([300]);
  });

  it('after the first frame: the preloads, then the entry, once', () => {
    const { added, frames, timers } = runLoader();
    frames[0]!();
    const afterFrame = timers.find((timer) => timer.ms === 0)!;
    afterFrame.fn();
    timers.find((timer) => timer.ms === 300)!.fn();
    expect(added).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/framework-B2.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/shell-C3.js' },
      { type: 'module', crossOrigin: '', src: '/assets/index-A1.js' },
    ]);
  });

  it('starts after 300 ms where no frame comes (a background tab)', () => {
    const { added, timers } = runLoader();
    timers.find((timer) => timer.ms === 300)!.fn();
    expect(added.map((element) => element.src ?? element.href)).toEqual([
      ...tags.preloads,
      tags.entry,
    ]);
  });

  it('holds taps on buttons until the app takes them, and lets other clicks through', () => {
    const { click, held, listeners } = runLoader();
    const button = new Element('BUTTON');
    const tab = new Element('DIV', { role: 'button' });
    expect(click(button)).toBe(true);
    expect(click(tab)).toBe(true);
    expect(click(new Element('P'))).toBe(false);
    expect(click(new Element('A', { href: '/blog' }))).toBe(false);
    expect(click(new Element('BUTTON'), { button: 1 })).toBe(false);
    expect(held.queue).toEqual([button, tab]);
    held.stop();
    expect(listeners.size).toBe(0);
  });

  it('sends a section link tapped before the app to its section, replacing the entry', () => {
    const { click, held, replaced } = runLoader();
    const link = new Element('A', { href: 'http://x.test/#targets', 'data-section': '' });
    expect(click(link)).toBe(true);
    expect(replaced).toEqual(['http://x.test/#targets']);
    expect(held.queue).toEqual([]);
    // A new tab (modifier) is the browser's own business.
    expect(click(link, { ctrlKey: true })).toBe(false);
  });
});
