/**
 * Every German string of the site, grouped by view. Strings with values are functions.
 * Each group lives in its own file under `de/`; this module is the one entry point.
 */
import { app } from './de/app';
import { brand } from './de/brand';
import { demoForm } from './de/demo-form';
import { landing } from './de/landing';

export { BRAND } from './de/brand';

export const de = {
  brand,
  app,
  landing,
  demoForm,
} as const;
