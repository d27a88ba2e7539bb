import type { Meta } from '@storybook/react-vite';
import { navigationNoticePlan } from '@machines/navigation-notice/navigation-notice.paths';
import { stateStories } from '../../.storybook/state-story';
import { NavigationNoticeView, type NavigationNoticeActor } from './navigation-notice';

const meta = {
  title: 'Shell/Navigation notice',
  component: NavigationNoticeView,
  decorators: [
    (Story) => (
      <div className="h-64">
        <p className="p-4">Seite, auf der die Besucherin bleibt.</p>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof NavigationNoticeView>;
export default meta;

const story = stateStories<NavigationNoticeActor>({
  plan: navigationNoticePlan,
  render: (actorRef) => <NavigationNoticeView actorRef={actorRef} />,
});

/** No navigation failed (or the notice was closed): nothing shows. */
export const NoNotice = story('idle');
export const PageCodeFailedNotice = story('failed');
export const RetryingNotice = story('retrying');
