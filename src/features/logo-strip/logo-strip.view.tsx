import { useSelector } from '@xstate/react';
import { Pause, Play } from 'lucide-react';
import { memo, useEffect, useRef, useState, type RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import { landing } from '@/content/de/landing';
import { whenIdle } from '@/lib/after-frame';
import type { logoStripMachine } from '@machines/logo-strip/logo-strip.machine';
import {
  selectIsStill,
  selectIsUserPaused,
  selectOffset,
} from '@machines/logo-strip/logo-strip.selectors';
import { INTEGRATIONS } from './integrations';

const t = landing.technologies;
type StripRef = ActorRefFrom<typeof logoStripMachine>;

/**
 * How many logos the page asks for itself, in the list's order: none at first (the browser's
 * lazy loading asks for those near the viewport), then one more each time the browser is idle
 * once the strip is on the page. Each SVG image is a document of its own (~15 ms to parse at
 * 4x CPU): left to lazy loading alone, seven of them arrived during a visitor's long scroll to
 * the FAQ, or the tap that caused it. One at a time, because starting an image's load costs
 * 5–15 ms at 4x: fifteen in one render blocked the page for 130 ms (docs/benchmark-notes.md,
 * stop 51).
 */
function useLogosAskedFor(count: number): number {
  const [asked, setAsked] = useState(0);
  useEffect(
    () => (asked < count ? whenIdle(() => setAsked(asked + 1)) : undefined),
    [asked, count],
  );
  return asked;
}

/** The logos themselves; they never change, so the 20 ticks a second only move the list. */
const LogoItems = memo(function LogoItems() {
  const asked = useLogosAskedFor(INTEGRATIONS.length);
  return INTEGRATIONS.map((item, index) => (
    <li key={item.name} className="flex shrink-0 flex-col items-center gap-2">
      <img
        src={item.logo}
        alt={item.name}
        width={item.width}
        height={40}
        loading={index < asked ? 'eager' : 'lazy'}
        decoding="async"
      />
      <span className="text-xs font-medium tracking-wide text-ink-soft uppercase">
        {t.categories[item.category]}
      </span>
    </li>
  ));
});

/** Feeds the strip machine what only the browser knows: size, visibility, motion preference. */
function useStripSensors(
  actorRef: StripRef,
  viewport: RefObject<HTMLDivElement | null>,
  list: RefObject<HTMLUListElement | null>,
  enabled: boolean,
) {
  useEffect(() => {
    const viewportEl = viewport.current;
    const listEl = list.current;
    if (!enabled || !viewportEl || !listEl) return;
    const measure = () =>
      actorRef.send({ type: 'strip.measured', max: listEl.scrollWidth - viewportEl.clientWidth });
    const resize = new ResizeObserver(measure);
    resize.observe(viewportEl);
    resize.observe(listEl);
    measure();
    const intersection = new IntersectionObserver(([entry]) =>
      actorRef.send({ type: 'strip.visibility', visible: entry?.isIntersecting ?? false }),
    );
    intersection.observe(viewportEl);
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onMotion = () => actorRef.send({ type: 'motion.preference', reduced: motion.matches });
    onMotion();
    motion.addEventListener('change', onMotion);
    return () => {
      resize.disconnect();
      intersection.disconnect();
      motion.removeEventListener('change', onMotion);
    };
  }, [actorRef, viewport, list, enabled]);
}

interface LogoStripViewProps {
  actorRef: StripRef;
  /** Feed size, visibility and motion preference from the browser (off in state stories). */
  sensors?: boolean;
}

/** The auto-scrolling strip of partner logos with its pause button. */
export function LogoStripView({ actorRef, sensors = true }: LogoStripViewProps) {
  const offset = useSelector(actorRef, selectOffset);
  const still = useSelector(actorRef, selectIsStill);
  const userPaused = useSelector(actorRef, selectIsUserPaused);
  const viewport = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  useStripSensors(actorRef, viewport, list, sensors);

  return (
    // Hovering the strip or focusing its pause button stops it; leaving resumes it. The
    // handlers only observe; the control itself is the native pause button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="relative"
      onPointerEnter={() => actorRef.send({ type: 'pointer.enter' })}
      onPointerLeave={() => actorRef.send({ type: 'pointer.leave' })}
      onFocus={() => actorRef.send({ type: 'focus.enter' })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget))
          actorRef.send({ type: 'focus.leave' });
      }}
    >
      <div
        ref={viewport}
        role="region"
        aria-label={t.stripLabel}
        className="overflow-hidden rounded-2xl border border-slate-200 bg-white py-6"
      >
        <ul
          ref={list}
          className="flex w-max items-center gap-12 px-8 will-change-transform"
          style={{ transform: `translate3d(${-offset}px, 0, 0)` }}
        >
          <LogoItems />
        </ul>
      </div>
      {/* Hidden by CSS too under reduced motion: the prerendered strip shows it before its
          code has come (a deferred island) and the machine has learnt the preference. */}
      {still ? null : (
        <button
          type="button"
          className="absolute right-3 -bottom-4 inline-flex size-9 items-center justify-center rounded-full border border-slate-200 bg-white text-ink shadow-sm hover:border-brand-700 motion-reduce:hidden"
          aria-label={userPaused ? t.resume : t.pause}
          aria-pressed={userPaused}
          onClick={() => actorRef.send({ type: 'strip.toggle' })}
        >
          {userPaused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
        </button>
      )}
    </div>
  );
}
