import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferEntry, entryTagsOf, loaderScript } from './deferred-entry';

const built = `<!doctype html><html><head><title>x</title>
<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/framework-B2.js">
<link rel="modulepreload" crossorigin href="/assets/shell-C3.js">
</head><body><div id="root"></div></body></html>`;

const tags = {
  entry: '/assets/index-A1.js',
  preloads: ['/assets/framework-B2.js', '/assets/shell-C3.js'],
};

/** Runs the loader against a stand-in document; returns what it added and its timers. */
function runLoader() {
  const added: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const document = {
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (element: Record<string, string>) => added.push({ ...element }) },
  };
  const window = {
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  };
  runInNewContext(loaderScript(tags), { document, window });
  return { added, frames, timers };
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
});
