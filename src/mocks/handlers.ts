import { blogHandlers } from './blog.handlers';
import { demoRequestHandlers } from './demo-request.handlers';
import { voiceHandlers } from './voice.handlers';

/**
 * The one set of network mocks: Vitest (`setupServer`), the demo mode's browser worker,
 * Storybook and Playwright all answer requests from here.
 */
export const handlers = [...demoRequestHandlers, ...blogHandlers, ...voiceHandlers];
