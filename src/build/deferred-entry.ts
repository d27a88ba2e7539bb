/**
 * The one inline script of a prerendered page (docs/start-up.md; its source:
 * `src/start-up/start-up.inline.ts`, built by `start-up-script.ts`). It runs when the HTML has been parsed,
 * before the first paint, and
 * - holds taps on buttons until the app listens (the app replays them: `src/main.tsx`); a
 *   section link (`a[data-section]`) tapped meanwhile goes to its section by replacing the
 *   history entry, as the app would; notes shortcut keys pressed outside a text field (a
 *   character or Escape, without Ctrl, Alt or Meta: Shift+D, 'M') for the app's shortcuts;
 * - starts the app after the first paint, not during it. Vite puts the entry
 *   `<script type="module">` and the `<link rel="modulepreload">` of its imports into `<head>`:
 *   their download starts while the page is still being parsed and, on a slow phone, competes
 *   with the first paint (Lighthouse's estimate of the first contentful paint counts every
 *   request started before it). So the script adds the same preloads and the entry once the
 *   browser reports the first contentful paint (a `paint` performance entry: the frame was
 *   shown, which comes a little after its `requestAnimationFrame`, and a request started in
 *   between still counts as before the paint); after 3 s if none is reported. A page loaded in
 *   a background tab (or hidden before it painted) paints nothing: it starts at once, or when
 *   hidden. Where the browser has no paint entries, after the first frame
 *   (`requestAnimationFrame` → `setTimeout`), or after 300 ms where no frame comes. The SPA
 *   shell keeps Vite's tags: it has nothing to paint without the app.
 */

/** Vite's entry and preload tags in the built template. */
export interface EntryTags {
  /** `/assets/index-….js` */
  entry: string;
  /** The entry's static imports Vite preloads, in order. */
  preloads: string[];
}

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The entry and its preloads as Vite wrote them into `html`; fails when there is no entry. */
export function entryTagsOf(html: string): EntryTags {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) throw new Error('The built index.html has no module entry script');
  return { entry, preloads: [...html.matchAll(PRELOAD)].map((match) => match[1]!) };
}

/**
 * `html` with Vite's entry and preload tags replaced by the start-up script (made from the same
 * tags by `start-up-script.ts`) at the end of `<body>`.
 */
export function deferEntry(html: string, startUp: string): string {
  const without = html.replace(ENTRY, '').replace(PRELOAD, '');
  return without.replace('</body>', `<script>${startUp}</script></body>`);
}
