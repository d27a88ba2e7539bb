import { createActor, createMachine } from 'xstate';
import type { CallSurfaceRef } from './call-owner.types';

/**
 * A stand-in surface for paths and stories: a started actor that takes any event (the
 * coordinator's hang-ups and intents) and does nothing; its id names it in path titles.
 */
export function fakeSurface(id: string): CallSurfaceRef {
  return createActor(createMachine({ id: 'surface' }), { id }).start() as unknown as CallSurfaceRef;
}
