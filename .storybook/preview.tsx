import '../src/styles/app.css';
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
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
  // The app's toaster is a component of the app: stories whose views raise toasts mount it in
  // their own decorators, so this configuration imports nothing of the app above its mocks.
  decorators: [withRouter],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
