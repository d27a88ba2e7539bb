import type { Meta } from '@storybook/react-vite';
import type { ActorRefFrom } from 'xstate';
import type { blogListMachine } from '@machines/blog-list/blog-list.machine';
import { blogListPlan } from '@machines/blog-list/blog-list.paths';
import type { BlogListInput } from '@machines/blog-list/blog-list.types';
import { stateStories } from '../../../.storybook/state-story';
import { BlogListView } from './blog-list.view';

const meta = {
  title: 'Blog/List without prerendered cards',
  component: BlogListView,
  parameters: { layout: 'fullscreen', path: '/blog' },
} satisfies Meta<typeof BlogListView>;
export default meta;

// `/blog` built without the data service (demo mode, or the service was down at build time):
// the first read shows "Artikel werden geladen..." with skeleton cards instead of built cards.
const story = stateStories<ActorRefFrom<typeof blogListMachine>>({
  plan: { ...blogListPlan, input: { prerendered: null } satisfies BlogListInput },
  render: (actorRef) => <BlogListView actorRef={actorRef} />,
});

export const SkeletonWhileCheckingCache = story('checkingCache');
export const SkeletonCards = story('loading');
export const Cards = story('loaded.idle');
export const LoadingMore = story('loaded.loadingMore');
export const LoadError = story('error');
export const Empty = story('empty');
