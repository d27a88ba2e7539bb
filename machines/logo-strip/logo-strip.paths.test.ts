import type { EventObject } from 'xstate';
import { testPlan, testUnitReplays, type UnitStep } from '../../tests/model/plan-test';
import { logoStripAllPaths, logoStripPaths, logoStripPlan, TICK } from './logo-strip.paths';

testPlan(logoStripPlan, logoStripPaths);

interface Strip {
  offset: number;
  max: number;
  hovered: boolean;
  focused: boolean;
  visible: boolean;
  reducedMotion: boolean;
  userPaused: boolean;
}
type Model = { phase: 'paused' | 'scrolling' | 'still'; strip: Strip };

/**
 * Spec: the strip moves 1 px per 50 ms tick and jumps back to the start at its end; it pauses on
 * hover and resumes on leave. Beyond the spec, as built: it also stops while focused, off screen,
 * with nothing to scroll or paused by its button, and stands still (at the start) under reduced
 * motion.
 */
function settle(phase: Model['phase'], strip: Strip): UnitStep<Model> {
  const runs =
    strip.visible &&
    strip.max > 0 &&
    !strip.hovered &&
    !strip.focused &&
    !strip.userPaused &&
    !strip.reducedMotion;
  const next = strip.reducedMotion ? 'still' : runs ? 'scrolling' : 'paused';
  const settled = next === 'still' && phase !== 'still' ? { ...strip, offset: 0 } : strip;
  return { model: { phase: next, strip: settled }, state: next, context: settled, emitted: [] };
}

function step({ phase, strip }: Model, event: EventObject): UnitStep<Model> {
  const e = event as EventObject & { max: number; visible: boolean; reduced: boolean };
  switch (event.type) {
    case 'strip.measured':
      return settle(phase, {
        ...strip,
        max: Math.max(0, Math.floor(e.max)),
        offset: Math.min(strip.offset, Math.max(0, e.max)),
      });
    case 'strip.visibility':
      return settle(phase, { ...strip, visible: e.visible });
    case 'pointer.enter':
    case 'pointer.leave':
      return settle(phase, { ...strip, hovered: event.type === 'pointer.enter' });
    case 'focus.enter':
    case 'focus.leave':
      return settle(phase, { ...strip, focused: event.type === 'focus.enter' });
    case 'motion.preference':
      return settle(phase, { ...strip, reducedMotion: e.reduced });
    case 'strip.toggle':
      // The pause button is there only while the strip may move (not under reduced motion).
      if (strip.reducedMotion) return settle(phase, strip);
      return settle(phase, { ...strip, userPaused: !strip.userPaused });
    case TICK:
      // 1 px per tick; at its end (offset = max) back to the start.
      return settle(phase, { ...strip, offset: strip.offset >= strip.max ? 0 : strip.offset + 1 });
    default:
      throw new Error(`no expectation written for ${event.type}`);
  }
}

const start: Strip = {
  offset: 0,
  max: 0,
  hovered: false,
  focused: false,
  visible: false,
  reducedMotion: false,
  userPaused: false,
};

// Every generated path (not only the covering ones): the jump back at the end is on some.
testUnitReplays<Model>(logoStripPlan, logoStripAllPaths, {
  initial: { model: { phase: 'paused', strip: start }, state: 'paused', context: start },
  step,
});
