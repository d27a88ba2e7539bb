import '../src/styles/app.css';
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { ToastProvider } from '../src/components/toaster';
import { handlers } from '../src/mocks/handlers';
import { withRouter } from './with-router';

let worker: Promise<unknown> | undefined;

const preview: Preview = {
  // The shared MSW handlers answer any request a story's live actors make.
  loaders: [
    async () => {
      worker ??= setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true });
      await worker;
      return {};
    },
  ],
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
    withRouter,
  ],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
