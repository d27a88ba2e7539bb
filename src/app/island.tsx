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
import { chunk, ChunkBoundary, ChunkError } from './chunk';
import { reimportable } from './reimport';

/** Set on an island's element once its tree has mounted and its effects have run. */
export const ISLAND_READY = 'data-island-ready';

const subscribeNever = () => () => {};

/** True while React hydrates this component from server HTML (it then reads the server snapshot). */
const useIsHydrating = () =>
  useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );

/**
 * - `interactive`: its code loads at start-up, before the page hydrates (docs/start-up.md);
 * - `static`: text and links only; a prerendered page never loads its code (it keeps its
 *   server HTML), client navigation loads it at once.
 */
export type IslandKind = 'interactive' | 'static';

const interactive = new Set<() => Promise<unknown>>();
const statics = new Set<() => Promise<unknown>>();

/**
 * Loads the code of every interactive island defined so far (the shell's and the current
 * route's). The prerenderer calls it so that its HTML holds every island's markup; the browser
 * calls it before hydrating, so that the whole page hydrates in one go and React itself handles
 * every event from then on. A failed load is left to the island (its notice and retry).
 */
export async function loadIslands(kinds: readonly IslandKind[] = ['interactive']): Promise<void> {
  const loads = [...interactive, ...(kinds.includes('static') ? statics : [])];
  await Promise.allSettled(loads.map((load) => load()));
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
  kind: IslandKind = 'interactive',
) {
  let loaded: ComponentType<P> | undefined;
  // A retry imports the failed file anew (the browser keeps a failed import: ./reimport.ts).
  const code = reimportable(load);
  const start = chunk(() =>
    code().then((module) => {
      loaded = pick(module);
      return loaded;
    }),
  );
  (kind === 'static' ? statics : interactive).add(start);

  function Content({ props, onReady }: { props: P; onReady: () => void }): ReactElement {
    const hydrating = useIsHydrating();
    // Decided once per mount: a component that suspended on `use` must call it again on retry.
    const [pending] = useState(() => {
      if (loaded) return null;
      return hydrating && kind === 'static' ? never : start();
    });
    const Component = pending ? use(pending) : loaded!;
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
    // The same element on every render: a dehydrated boundary that receives an update (the
    // route re-renders after hydration) would drop a static island's server HTML.
    const [boundary] = useState(() => {
      // Read by the start-up (src/main.tsx): held taps are replayed once every island is ready.
      const onReady = () => ref.current?.setAttribute(ISLAND_READY, '');
      return (
        <ChunkBoundary
          onRetry={start.forget}
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
