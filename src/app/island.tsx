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
import { hasHeldClickWithin, ISLAND_READY } from './early-clicks';

const subscribeNever = () => () => {};

/** True while React hydrates this component from server HTML (it then reads the server snapshot). */
const useIsHydrating = () =>
  useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );

/** What wakes an island: scrolling near it, or the visitor reaching for it. */
export type IslandTrigger = 'visible' | 'interaction';

interface Gate<P> {
  promise: Promise<ComponentType<P>>;
  open: () => void;
}

const INTERACTIONS = ['pointerenter', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const;

const loaders = new Set<() => Promise<unknown>>();

/**
 * Loads the code of every island defined so far. The prerenderer calls it after the router has
 * loaded the route (which defines the route's islands), so that rendering never suspends and the
 * HTML holds every island's markup in place (no streamed-in boundaries, no inline scripts).
 */
export async function loadAllIslands(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}

/**
 * Code-splits a component that sits in prerendered HTML without paying for it up front. While
 * the page hydrates, the island keeps its server HTML (a suspended Suspense boundary stays
 * dehydrated) and loads its code only when it comes near the viewport or is interacted with;
 * then React hydrates it in place. Rendered after hydration (client navigation), it loads at
 * once. The prerenderer loads every island first (`loadAllIslands`), so its HTML is complete.
 * A tap on a button of a not yet hydrated island is held and replayed (`early-clicks.ts`).
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  triggers: readonly IslandTrigger[] = ['visible', 'interaction'],
) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  loaders.add(start);

  function Content({
    gate,
    props,
    onReady,
  }: {
    gate: Gate<P> | null;
    props: P;
    onReady: () => void;
  }): ReactElement {
    // Always `use` the gate when there is one (the same on every render of this instance): React
    // requires a component that suspended on `use` to call it again when it retries.
    const Component = gate ? use(gate.promise) : loaded!;
    // Runs after every effect of the island's own tree (children first): its widgets listen now.
    useEffect(onReady, [onReady]);
    // The component is the island's loaded module export: one stable value, not created here.
    // eslint-disable-next-line react-hooks/static-components
    return <Component {...props} />;
  }

  /** Islands render once with their first props (they take none that change). */
  return function Island(props: P & { className?: string }) {
    const ref = useRef<HTMLDivElement>(null);
    const hydrating = useIsHydrating();
    const [gate] = useState<Gate<P> | null>(() => {
      if (loaded) return null;
      if (!hydrating) return { promise: start(), open: () => {} };
      let open = () => {};
      const promise = new Promise<void>((resolve) => (open = resolve)).then(start);
      return { promise, open };
    });

    useEffect(() => {
      const element = ref.current;
      if (!gate || !element || loaded) return;
      const wake = () => {
        stopWatching();
        gate.open();
      };
      if (hasHeldClickWithin(element)) {
        // Tapped before the page was even hydrated: load now, the tap is replayed.
        gate.open();
        return;
      }
      const observer = triggers.includes('visible')
        ? new IntersectionObserver(
            (entries) => entries.some((entry) => entry.isIntersecting) && wake(),
            {
              rootMargin: '400px 0px',
            },
          )
        : undefined;
      observer?.observe(element);
      // Watched from the document, in the capture phase: React stops the propagation of events
      // aimed at a dehydrated boundary at its root (to replay them after hydration), so a
      // listener on the island itself never hears the focus or key that should wake it.
      const doc = element.ownerDocument;
      const listen = triggers.includes('interaction');
      const onInteraction = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) wake();
      };
      const options = { capture: true, passive: true };
      if (listen)
        for (const type of INTERACTIONS) doc.addEventListener(type, onInteraction, options);
      function stopWatching() {
        observer?.disconnect();
        if (listen)
          for (const type of INTERACTIONS) doc.removeEventListener(type, onInteraction, options);
      }
      return stopWatching;
    }, [gate]);

    const { className, ...rest } = props;
    // The same element on every render: a dehydrated boundary that receives an update (the
    // route re-renders after hydration) would drop its server HTML and show the fallback.
    const [boundary] = useState(() => (
      <Suspense fallback={null}>
        <Content
          gate={gate}
          props={rest as P}
          // Read by early-clicks.ts: a held tap is replayed only once the island is ready.
          onReady={() => ref.current?.setAttribute(ISLAND_READY, '')}
        />
      </Suspense>
    ));
    return (
      <div ref={ref} className={className} data-island="">
        {boundary}
      </div>
    );
  };
}
