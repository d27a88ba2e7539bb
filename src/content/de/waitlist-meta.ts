import { BRAND } from './brand';

/** Title and description of the waiting-list page (its route `head()` is in the first bundle). */
export const waitlistMeta = {
  title: `Bald verfügbar | ${BRAND}`,
  description: `${BRAND} baut gerade etwas Besonderes: Tragen Sie sich ein und erfahren Sie als Erste, wann es losgeht.`,
} as const;
