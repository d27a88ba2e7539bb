import type { Plugin } from 'vite';

/** daily-js's ES module, the call client inside the voice SDK (`@vapi-ai/web`). */
const DAILY_MODULE = /[\\/]@daily-co[\\/]daily-js[\\/]dist[\\/]daily-esm\.js$/;

/**
 * daily-js's graphics probe: at module evaluation it creates a canvas and a WebGL 2 context to
 * learn whether video effects could run ('hardware', 'software' or 'none'), minified as
 * `var ds=function(){try{var e,t=document.createElement("canvas"),…catch(e){return cs}}();`.
 */
const PROBE =
  /var ([\w$]+)=(function\(\)\{try\{var [\w$]+,[\w$]+=document\.createElement\("canvas"\),[^]*?getContext\("webgl2"\)\);[^]*?catch\([\w$]+\)\{return ([\w$]+)\}\}\(\));/g;

/**
 * Makes that probe run when its answer is first asked for (`supportedBrowser()`'s
 * `supportsVideoProcessing`; our calls are audio only), not while the SDK's code is evaluated:
 * creating a WebGL context is half of that evaluation, a ~30 ms piece of one long task at 4×
 * CPU on `/full`, which loads the SDK on arrival (decision 0012). The probe's answer is the same;
 * only its moment moves.
 *
 * The rewrite is exact or the build fails: a daily-js whose code no longer matches (an upgrade)
 * is named, so the patch is looked at again rather than silently dropped.
 */
export function lazyDailyProbe(code: string): string {
  const probes = [...code.matchAll(PROBE)];
  if (probes.length !== 1)
    throw new Error(
      `daily-probe: expected daily-js's WebGL probe once in daily-esm.js, found ${probes.length}; check src/build/daily-probe.plugin.ts against this daily-js version`,
    );
  const [whole, name, probe, none] = probes[0]!;
  const uses = new RegExp(`(?<![\\w$.])${escape(name!)}(?![\\w$])`, 'g');
  const compared = new RegExp(`(?<![\\w$.])${escape(name!)}(?=!==${escape(none!)}(?![\\w$]))`, 'g');
  const rest = code.replace(whole, '');
  const useCount = rest.match(uses)?.length ?? 0;
  const comparedCount = rest.match(compared)?.length ?? 0;
  if (useCount === 0 || useCount !== comparedCount)
    throw new Error(
      `daily-probe: daily-js reads its WebGL probe \`${name}\` ${useCount} times, ${comparedCount} of them as \`${name}!==${none}\`; check src/build/daily-probe.plugin.ts against this daily-js version`,
    );
  const lazy = `var ${name}$answer,${name}=function(){return ${name}$answer===void 0&&(${name}$answer=${probe}),${name}$answer};`;
  return code.replace(whole, lazy).replace(compared, `${name}()`);
}

const escape = (text: string) => text.replace(/[$]/g, '\\$');

/** The build's side of {@link lazyDailyProbe}: production bundles only (dev pre-bundles deps). */
export function dailyProbePlugin(): Plugin {
  return {
    name: 'daily-probe',
    apply: 'build',
    transform(code, id) {
      if (!DAILY_MODULE.test(id)) return null;
      return { code: lazyDailyProbe(code), map: null };
    },
  };
}
