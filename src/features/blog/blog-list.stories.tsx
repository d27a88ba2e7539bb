import type { Meta } from '@storybook/react-vite';
import type { ActorRefFrom } from 'xstate';
import type { blogListMachine } from '@machines/blog-list/blog-list.machine';
import { blogListPlan } from '@machines/blog-list/blog-list.paths';
import { stateStories } from '../../../.storybook/state-story';
import { BlogListView } from './blog-list.view';

const meta = {
  title: 'Blog/List',
  component: BlogListView,
  parameters: { layout: 'fullscreen', path: '/blog' },
} satisfies Meta<typeof BlogListView>;
export default meta;

// The paths start with the prerendered first page, and their done events carry the cards (from
// the seed), so no fakes are needed: each story shows exactly the state its shortest path
// reaches on a machine whose reads never settle. Without built cards: the sibling stories file.
const story = stateStories<ActorRefFrom<typeof blogListMachine>>({
  plan: blogListPlan,
  render: (actorRef) => <BlogListView actorRef={actorRef} />,
});

export const SkeletonWhileCheckingCache = story('checkingCache');
export const SkeletonCards = story('loading');
export const Cards = story('loaded.idle');
export const LoadingMore = story('loaded.loadingMore');
export const LoadError = story('error');
export const Empty = story('empty');
