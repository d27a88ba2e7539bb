import {
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactElement,
} from 'react';
import { ChunkBoundary, ChunkError } from './chunk';
import { markIslandReady, watchDeferredIsland } from '@/lib/deferred-islands';
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

const loaders = new Set<() => Promise<unknown>>();

/**
 * Loads the code of every island defined so far (the shell's and the current route's). The
 * prerenderer calls it, so that its HTML holds every island's markup. A failed load is left to
 * the island (its notice and retry).
 */
export async function loadIslands(): Promise<void> {
  await Promise.allSettled([...loaders].map((load) => load()));
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
  loaders.add(start);
  // A deferred island's code, once the island was woken (near the viewport, or the visitor's
  // intent). A failure shows in the island (its notice), not as an unhandled rejection.
  let wakeUp = () => {};
  const woken =
    kind === 'deferred' ? new Promise<void>((resolve) => (wakeUp = resolve)).then(start) : null;
  woken?.catch(() => {});
  let waitedToWake = false;

  function Content({ props, onReady }: { props: P; onReady: () => void }): ReactElement {
    const hydrating = useIsHydrating();
    // Decided once per mount: a component that suspended on `use` must call it again on retry.
    // A deferred island hydrating without its code waits on its wake-up, and so does every
    // retry after it (resolved by then): React requires a render that suspended on `use` to
    // call it again when it retries. (The prerenderer has the code: it renders at once.)
    const [pending] = useState(() => {
      if (hydrating && woken && (!start.value || waitedToWake)) {
        waitedToWake = true;
        return woken;
      }
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
    // A deferred island's element, once hydrated: it wakes near the viewport or on intent.
    useEffect(() => {
      if (kind === 'deferred' && ref.current) return watchDeferredIsland(ref.current, wakeUp, near);
    }, []);
    // The same element on every render: a dehydrated boundary that receives an update (the
    // route re-renders after hydration) would drop a static island's server HTML.
    const [boundary] = useState(() => {
      // Read by the start-up (src/main.tsx, ./deferred-islands.ts): held taps are replayed
      // once the island is ready.
      const onReady = () => ref.current && markIslandReady(ref.current);
      return (
        <ChunkBoundary
          onRetry={start.retry}
          renderError={(retry) => <ChunkError onRetry={retry} onShown={onReady} />}
        >
          <Suspense fallback={null}>
            <Content props={rest as P} onReady={onReady} />
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
