import type { Meta } from '@storybook/react-vite';
import type { ActorRefFrom } from 'xstate';
import type { blogArticleMachine } from '@machines/blog-article/blog-article.machine';
import { blogArticleInput, blogArticlePlan } from '@machines/blog-article/blog-article.paths';
import { stateStories } from '../../../.storybook/state-story';
import { BlogArticleView } from './blog-article.view';

const meta = {
  title: 'Blog/Article',
  component: BlogArticleView,
  parameters: { layout: 'fullscreen', path: `/blog/${blogArticleInput.slug}` },
} satisfies Meta<typeof BlogArticleView>;
export default meta;

// The paths' done events carry the article (a seed article), so no fakes are needed.
const story = stateStories<ActorRefFrom<typeof blogArticleMachine>>({
  plan: blogArticlePlan,
  render: (actorRef) => <BlogArticleView actorRef={actorRef} />,
});

export const SkeletonWhileLookingUp = story('lookingUp');
export const SkeletonWhileFetching = story('fetching');
export const Article = story('shown');
export const NotFound = story('notFound');
export const LoadError = story('error');
