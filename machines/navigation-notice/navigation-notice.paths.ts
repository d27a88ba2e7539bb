import { coveringPaths, generatePaths, type PathPlan } from '../paths';
import type { NavigationLocation } from './navigation-notice.machine';
import { navigationNoticeMachine } from './navigation-notice.machine';

/** Two pages whose code may not load: a header link's and a blog card's. */
export const BLOG: NavigationLocation = { href: '/blog', replace: false };
export const ARTICLE: NavigationLocation = { href: '/blog/erster-beitrag', replace: false };

export const navigationNoticePlan: PathPlan = {
  name: 'navigationNotice',
  machine: navigationNoticeMachine,
  events: [
    { type: 'navigation.failed', location: BLOG },
    { type: 'navigation.failed', location: ARTICLE },
    { type: 'navigation.succeeded' },
    { type: 'retry' },
    { type: 'dismiss' },
  ],
};

export const navigationNoticeAllPaths = generatePaths(navigationNoticePlan);
/** Replayed in views: every state, transition and sample event at least once. */
export const navigationNoticePaths = coveringPaths(navigationNoticePlan, navigationNoticeAllPaths);
