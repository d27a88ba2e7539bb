import type { AnyMachineSnapshot } from 'xstate';
import { coveringPaths, generatePaths, type PathPlan } from '../paths';
import { logoStripMachine, type LogoStripContext } from './logo-strip.machine';

export const TICK = 'xstate.after.tickInterval.logoStrip.scrolling';

export const logoStripPlan: PathPlan = {
  name: 'logoStrip',
  machine: logoStripMachine,
  // A strip that can scroll 2 px, so that a path reaches its end and jumps back.
  events: [
    { type: 'strip.measured', max: 2 },
    { type: 'strip.visibility', visible: true },
    { type: 'strip.visibility', visible: false },
    { type: 'pointer.enter' },
    { type: 'pointer.leave' },
    { type: 'focus.enter' },
    { type: 'focus.leave' },
    { type: 'strip.toggle' },
    { type: 'motion.preference', reduced: true },
    { type: 'motion.preference', reduced: false },
    { type: TICK },
  ],
  // Offsets 0..2 matter (start, moving, end); the flags decide the state.
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as LogoStripContext;
    return JSON.stringify([
      snapshot.value,
      c.offset,
      c.max,
      c.hovered,
      c.focused,
      c.visible,
      c.reducedMotion,
      c.userPaused,
    ]);
  },
};

export const logoStripAllPaths = generatePaths(logoStripPlan);
/** Replayed in views: every state, transition and sample event at least once. */
export const logoStripPaths = coveringPaths(logoStripPlan, logoStripAllPaths);
