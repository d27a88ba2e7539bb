import type { Meta } from '@storybook/react-vite';
import type { ActorRefFrom } from 'xstate';
import type { mobileMenuMachine } from '@machines/mobile-menu/mobile-menu.machine';
import { mobileMenuPlan } from '@machines/mobile-menu/mobile-menu.paths';
import { stateStories } from '../../../.storybook/state-story';
import { MobileMenuView } from './mobile-menu.view';

const meta = {
  title: 'Shell/Mobile menu',
  component: MobileMenuView,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div className="relative h-96 border-b border-slate-200">{Story()}</div>],
} satisfies Meta<typeof MobileMenuView>;
export default meta;

const story = stateStories<ActorRefFrom<typeof mobileMenuMachine>>({
  plan: mobileMenuPlan,
  render: (actorRef) => <MobileMenuView actorRef={actorRef} />,
});

export const Closed = story('closed');
export const Open = story('open');
