/**
 * The one interface every engine's driver implements (WebKit through WebdriverIO, Firefox
 * through puppeteer-core): the journeys are written once against it (decision 0021).
 */

export const ENGINES = ['webkit', 'firefox'] as const;
export type EngineName = (typeof ENGINES)[number];

/** An element the page finds: the first visible match of `css`, by accessible name if given. */
export interface Target {
  css: string;
  /** `aria-label`, else the text, whitespace collapsed; compared exactly. */
  name?: string;
  /** Scroll it to the viewport's centre at once (default) before acting, or leave the page. */
  scroll?: 'center' | 'none';
}

export interface Viewport {
  width: number;
  height: number;
}

/** A function run in the page: self-contained (it is sent as source), one JSON argument. */
export type PageFunction<A, R> = (arg: A) => R | Promise<R>;

export interface EngineDriver {
  readonly engine: EngineName;
  /** Sets the viewport (the page's `innerWidth` × `innerHeight`) to exactly this size. */
  setViewport(size: Viewport): Promise<void>;
  /** Opens a path of the site; returns right after its `load` event. Starts a new error log. */
  open(path: string): Promise<void>;
  /** Runs `fn(arg)` in the page and returns its (awaited, JSON) result. */
  evaluate<A, R>(fn: PageFunction<A, R>, arg: A): Promise<R>;
  /** Clicks the target with the engine's own pointer input; throws when there is none. */
  click(target: Target): Promise<void>;
  /** Types into the target key by key, with the engine's own keyboard input. */
  type(target: Target, text: string): Promise<void>;
  /** Uncaught errors, unhandled rejections, console errors and CSP refusals since `open`. */
  errors(): Promise<string[]>;
}

/** A running browser with its driver. */
export interface EngineSession {
  driver: EngineDriver;
  /** Ends the session and the browser's whole process tree. */
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** The served site, e.g. `http://127.0.0.1:4501`. */
  baseUrl: string;
  /** Told each process group the launch starts, so a supervisor can kill it if all else hangs. */
  onProcessGroup: (pgid: number) => void;
}
