import { assign, not, setup } from 'xstate';

export type LogoStripEvent =
  | { type: 'strip.measured'; max: number }
  | { type: 'strip.visibility'; visible: boolean }
  | { type: 'pointer.enter' }
  | { type: 'pointer.leave' }
  | { type: 'focus.enter' }
  | { type: 'focus.leave' }
  | { type: 'motion.preference'; reduced: boolean }
  | { type: 'strip.toggle' };

export interface LogoStripContext {
  /** Pixels scrolled from the start. */
  offset: number;
  /** Pixels the strip can scroll before it reaches its end. */
  max: number;
  hovered: boolean;
  focused: boolean;
  visible: boolean;
  reducedMotion: boolean;
  /** The visitor stopped the strip with its pause button. */
  userPaused: boolean;
}

/**
 * The partner-logo strip: moves 1 px per tick while it is on screen and nobody hovers or focuses
 * it and it is not stopped by its pause button, jumps back to the start at its end, and stands
 * still for visitors who prefer reduced motion.
 */
export const logoStripMachine = setup({
  types: {
    context: {} as LogoStripContext,
    events: {} as LogoStripEvent,
  },
  delays: {
    tickInterval: 50,
  },
  guards: {
    canRun: ({ context }) =>
      context.visible &&
      context.max > 0 &&
      !context.hovered &&
      !context.focused &&
      !context.userPaused &&
      !context.reducedMotion,
    prefersReducedMotion: ({ context }) => context.reducedMotion,
  },
  actions: {
    advance: assign({
      offset: ({ context }) => (context.offset >= context.max ? 0 : context.offset + 1),
    }),
    rewind: assign({ offset: 0 }),
    assignMax: assign({
      max: ({ event }) =>
        event.type === 'strip.measured' ? Math.max(0, Math.floor(event.max)) : 0,
      offset: ({ context, event }) =>
        event.type === 'strip.measured' ? Math.min(context.offset, Math.max(0, event.max)) : 0,
    }),
    assignVisibility: assign({
      visible: ({ event }) => event.type === 'strip.visibility' && event.visible,
    }),
    assignHovered: assign({ hovered: ({ event }) => event.type === 'pointer.enter' }),
    assignFocused: assign({ focused: ({ event }) => event.type === 'focus.enter' }),
    toggleUserPause: assign({ userPaused: ({ context }) => !context.userPaused }),
    assignMotion: assign({
      reducedMotion: ({ event }) => event.type === 'motion.preference' && event.reduced,
    }),
  },
}).createMachine({
  id: 'logoStrip',
  context: {
    offset: 0,
    max: 0,
    hovered: false,
    focused: false,
    visible: false,
    reducedMotion: false,
    userPaused: false,
  },
  initial: 'paused',
  on: {
    'strip.measured': { actions: 'assignMax' },
    'strip.visibility': { actions: 'assignVisibility' },
    'pointer.enter': { actions: 'assignHovered' },
    'pointer.leave': { actions: 'assignHovered' },
    'focus.enter': { actions: 'assignFocused' },
    'focus.leave': { actions: 'assignFocused' },
    'motion.preference': { actions: 'assignMotion' },
  },
  states: {
    paused: {
      on: { 'strip.toggle': { actions: 'toggleUserPause' } },
      always: [
        { guard: 'prefersReducedMotion', target: 'still' },
        { guard: 'canRun', target: 'scrolling' },
      ],
    },
    scrolling: {
      // The pause button exists only while the strip can move (not under reduced motion).
      on: { 'strip.toggle': { actions: 'toggleUserPause' } },
      always: { guard: not('canRun'), target: 'paused' },
      after: {
        tickInterval: { target: 'scrolling', reenter: true, actions: 'advance' },
      },
    },
    still: {
      entry: 'rewind',
      always: { guard: not('prefersReducedMotion'), target: 'paused' },
    },
  },
});
