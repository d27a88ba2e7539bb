import {
  createContext,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { ChunkBoundary, ChunkError } from '@/components/chunk';
import type { DeferredIslands } from '@/start-up/deferred-islands';
import { lazy } from '@/lib/lazy';

const subscribeNever = () => () => {};

/** True while React hydrates this component from server HTML (it then reads the server snapshot). */
const useIsHydrating = () =>
  useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );

/**
 * - `deferred`: a prerendered page keeps its server HTML while it hydrates; its code loads
 *   when the island comes within a screen of the viewport (unless `near: false`) or at the
 *   visitor's first event inside it, and then React hydrates it. Until it is ready, the app's
 *   guard keeps every event aimed inside it from React (`./deferred-islands.ts`);
 * - `static`: text and links only; a prerendered page never loads its code (it keeps its
 *   server HTML).
 *
 * After client navigation both load at once (docs/start-up.md).
 */
export type IslandKind = 'deferred' | 'static';

/**
 * The page's start-up guard (`@/start-up/deferred-islands`), given by the app (src/main.tsx): the
 * islands register with it and tell it when they are ready. Without one (the prerenderer),
 * an island registers nothing.
 */
export const IslandsContext = createContext<DeferredIslands | null>(null);

/**
 * The islands the prerenderer meets on a page: each adds its loader while it renders
 * (`renderWithIslands`). Not given in the browser.
 */
const IslandLoaders = createContext<Set<() => Promise<unknown>> | null>(null);

/**
 * Renders a page as the prerenderer does (`render`: `renderToString`), so that its HTML holds
 * every island's markup: a first pass finds the islands on it, their code is loaded, and the
 * page is rendered again, until no pass finds a new island (one inside another). A failed load
 * is left to the island (its notice and retry).
 */
export async function renderWithIslands(
  page: ReactNode,
  render: (page: ReactNode) => string,
): Promise<string> {
  const loaders = new Set<() => Promise<unknown>>();
  const tree = <IslandLoaders value={loaders}>{page}</IslandLoaders>;
  let html = '';
  for (let known = -1; known !== loaders.size;) {
    known = loaders.size;
    html = render(tree);
    await Promise.allSettled([...loaders].map((load) => load()));
  }
  return html;
}

/** A deferred island's wake-up: its code once woken. */
interface WakeUp<T> {
  wake: () => void;
  /**
   * What a hydrating render waits on: its code once woken, unless it has its code already and
   * never waited (a render that suspended on `use` must call it again when React retries it).
   */
  wait: (hasCode: boolean) => Promise<T> | null;
}

export interface IslandOptions {
  /** `deferred`: wakes when near the viewport too (true), or on the visitor's intent only. */
  near?: boolean;
}

/** Never settles: a static island's server HTML stays as it is while the page hydrates. */
const never = new Promise<never>(() => {});

/**
 * Code-splits a part of a prerendered page (its machines, Ark UI, form rules) out of the
 * first bundle. See docs/start-up.md for when its code loads. A load that fails shows a German
 * notice with 'Erneut versuchen' in its place (`ChunkBoundary`); the rest of the page works on.
 */
export function island<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  kind: IslandKind,
  { near = true }: IslandOptions = {},
) {
  // Its component, loaded once; a retry imports the failed file anew (`@/lib/lazy`).
  const start = lazy(load, { pick });

  /**
   * A deferred island's wake-up, one per mounted island: its code, once the island was woken
   * (near the viewport, or the visitor's intent: its machine's `startLoading`). A failure shows
   * in the island (its notice), not as an unhandled rejection.
   */
  function wakeUp(): WakeUp<ComponentType<P>> {
    let wake = () => {};
    const woken = new Promise<void>((resolve) => (wake = resolve)).then(() => start());
    woken.catch(() => {});
    let waited = false;
    return {
      wake,
      wait: (hasCode) => (hasCode && !waited ? null : ((waited = true), woken)),
    };
  }

  function Content({
    props,
    wakeUp,
    onReady,
  }: {
    props: P;
    wakeUp: WakeUp<ComponentType<P>> | null;
    onReady: () => void;
  }): ReactElement {
    const hydrating = useIsHydrating();
    // Decided once per mount: a component that suspended on `use` must call it again on retry.
    // A deferred island hydrating without its code waits on its wake-up, and so does every
    // retry after it (resolved by then): React requires a render that suspended on `use` to
    // call it again when it retries. (The prerenderer has the code: it renders at once.)
    const [pending] = useState(() => {
      const woken = hydrating && wakeUp?.wait(!!start.value);
      if (woken) return woken;
      if (start.value) return null;
      return hydrating && kind === 'static' ? never : start();
    });
    const Component = pending ? use(pending) : start.value!;
    // Runs after every effect of the island's own tree (children first): its widgets listen now.
    useEffect(onReady, [onReady]);
    // The component is the island's loaded module export: one stable value, not created here.
    // eslint-disable-next-line react-hooks/static-components
    return <Component {...props} />;
  }

  /** Islands render once with their first props (they take none that change). */
  return function Island(props: P & { className?: string }) {
    const { className, ...rest } = props;
    const ref = useRef<HTMLDivElement>(null);
    const islands = use(IslandsContext);
    use(IslandLoaders)?.add(start);
    const [woken] = useState(() => (kind === 'deferred' ? wakeUp() : null));
    // A deferred island's element, once hydrated: it wakes near the viewport or on intent.
    useEffect(() => {
      if (woken && ref.current && islands) return islands.watch(ref.current, woken.wake, near);
    }, [woken, islands]);
    // The same element on every render: a dehydrated boundary that receives an update (the
    // route re-renders after hydration) would drop a static island's server HTML.
    const [boundary] = useState(() => {
      // The island's machine (./deferred-islands.ts) marks it ready and replays its held taps.
      const tell = (type: 'island.mounted' | 'island.failed' | 'island.retry') => () => {
        if (ref.current) islands?.send(ref.current, { type });
      };
      const onReady = tell('island.mounted');
      const onFailed = tell('island.failed');
      const onRetry = tell('island.retry');
      return (
        <ChunkBoundary
          onRetry={() => {
            start.retry();
            onRetry();
          }}
          renderError={(retry) => <ChunkError onRetry={retry} onShown={onFailed} />}
        >
          <Suspense fallback={null}>
            <Content props={rest as P} wakeUp={woken} onReady={onReady} />
          </Suspense>
        </ChunkBoundary>
      );
    });
    return (
      <div ref={ref} className={className} data-island={kind}>
        {boundary}
      </div>
    );
  };
}
