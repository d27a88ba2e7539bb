import type { Check } from './checks';
import { bookChecks, journeyChecks } from './journeys';
import { ownerMessageCheck } from './owner-message';
import { routeChecks } from './routes';

/** The cross-engine suite, in the order each engine runs it. */
export const suite: Check[] = [...routeChecks, ...journeyChecks, ownerMessageCheck, ...bookChecks];
