/**
 * Every German string of the site, grouped by view. Strings with values are functions.
 * Each group lives in its own file under `de/`; this module is the one entry point.
 */
import { app } from './de/app';
import { blog } from './de/blog';
import { brand } from './de/brand';
import { demoForm } from './de/demo-form';
import { landing } from './de/landing';
import { voice } from './de/voice';
import { waitlist } from './de/waitlist';

export { BRAND } from './de/brand';

export const de = {
  brand,
  app,
  landing,
  demoForm,
  blog,
  voice,
  waitlist,
} as const;
