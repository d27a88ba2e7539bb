import { coveringPaths, generatePaths, type PathPlan } from '../paths';
import type { NavigationLocation, NavigationNoticeContext } from './navigation-notice.machine';
import { navigationNoticeMachine } from './navigation-notice.machine';

/** Two pages whose code may not load: a header link's and a blog card's. */
export const BLOG: NavigationLocation = { href: '/blog', replace: false };
export const ARTICLE: NavigationLocation = { href: '/blog/erster-beitrag', replace: false };

export const navigationNoticePlan: PathPlan = {
  name: 'navigationNotice',
  machine: navigationNoticeMachine,
  // What the visitor and the network can do: while a retry waits, the retried navigation
  // itself fails or happens (the remembered location); otherwise a tap on either page fails.
  events: (snapshot) => {
    const { location } = snapshot.context as NavigationNoticeContext;
    const failures = snapshot.matches('retrying') && location ? [location] : [BLOG, ARTICLE];
    return [
      ...failures.map((failed) => ({ type: 'navigation.failed', location: failed })),
      { type: 'navigation.succeeded' },
      { type: 'retry' },
      { type: 'dismiss' },
    ];
  },
};

export const navigationNoticeAllPaths = generatePaths(navigationNoticePlan);
/** Replayed in views: every state, transition and sample event at least once. */
export const navigationNoticePaths = coveringPaths(navigationNoticePlan, navigationNoticeAllPaths);
