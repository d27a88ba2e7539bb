import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { lazyDailyProbe } from './daily-probe.plugin';

/** daily-js's probe and its one reader, in the shape of the minified module (0.87). */
const SHAPE = [
  'var cs="none",ls="software",us="hardware";',
  'var ds=function(){try{var e,t=document.createElement("canvas"),n=!1;(e=t.getContext("webgl2",{failIfMajorPerformanceCaveat:!0}))||(n=!0,e=t.getContext("webgl2"));var r=null!=e;return t.remove(),r?n?ls:us:cs}catch(e){return cs}}();',
  'function ps(){return ds!==cs}',
  'return {ps:ps};',
].join('');

/** Evaluates a module body with a document whose canvases count their WebGL contexts. */
function evaluate(code: string, webgl: 'hardware' | 'none') {
  const contexts: unknown[] = [];
  const document = {
    createElement: () => ({
      getContext: (kind: string, options?: object) => {
        contexts.push([kind, options]);
        return webgl === 'hardware' ? {} : null;
      },
      remove: () => {},
    }),
  };
  const module = new Function('document', code)(document) as { ps: () => boolean };
  return { module, contexts };
}

describe('daily-js’s WebGL probe, deferred by the build', () => {
  it('the SDK’s code as shipped probes while it is evaluated (what the rewrite is for)', () => {
    expect(evaluate(SHAPE, 'hardware').contexts).toHaveLength(1);
  });

  it('probes only when asked, once, with the same answer as before', () => {
    for (const webgl of ['hardware', 'none'] as const) {
      const { module, contexts } = evaluate(lazyDailyProbe(SHAPE), webgl);
      expect(contexts).toEqual([]);
      const answer = module.ps();
      expect(answer).toBe(evaluate(SHAPE, webgl).module.ps());
      expect(module.ps()).toBe(answer);
      expect(contexts.length).toBe(webgl === 'hardware' ? 1 : 2);
    }
  });

  it('matches the installed daily-js exactly once', () => {
    const require = createRequire(import.meta.url);
    const path = require.resolve('@daily-co/daily-js').replace(/daily\.js$/, 'daily-esm.js');
    const code = readFileSync(path, 'utf8');
    const lazy = lazyDailyProbe(code);
    expect(lazy).not.toMatch(/\}catch\([\w$]+\)\{return [\w$]+\}\}\(\);function/);
    expect(lazy.length - code.length).toBeLessThan(100);
  });

  it('fails the build when daily-js changed: no probe, or the probe read another way', () => {
    expect(() => lazyDailyProbe('var x=1;')).toThrow(/found 0/);
    expect(() =>
      lazyDailyProbe(SHAPE.replace('function ps(){return ds!==cs}', 'function ps(){return ds}')),
    ).toThrow(/reads its WebGL probe `ds` 1 times, 0 of them/);
    expect(() =>
      lazyDailyProbe(SHAPE.replace('return ds!==cs', 'return ds!==cs&&ds==="x"')),
    ).toThrow(/2 times, 1 of them/);
  });
});
