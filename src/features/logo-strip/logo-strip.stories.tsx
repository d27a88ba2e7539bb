import type { Meta } from '@storybook/react-vite';
import type { ActorRefFrom } from 'xstate';
import type { logoStripMachine } from '@machines/logo-strip/logo-strip.machine';
import { logoStripPlan } from '@machines/logo-strip/logo-strip.paths';
import { stateStories } from '../../../.storybook/state-story';
import { LogoStripView } from './logo-strip.view';

const meta = { title: 'Landing/Logo strip', component: LogoStripView } satisfies Meta<
  typeof LogoStripView
>;
export default meta;

const story = stateStories<ActorRefFrom<typeof logoStripMachine>>({
  plan: logoStripPlan,
  render: (actorRef) => <LogoStripView actorRef={actorRef} sensors={false} />,
});

export const PausedStrip = story('paused');
export const ScrollingStrip = story('scrolling');
export const StillForReducedMotion = story('still');
