import '@testing-library/jest-dom/vitest';
import '@/styles/app.css';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, expect } from 'vitest';
import { commands } from 'vitest/browser';
import { setReplayRecorder } from '../model/replay';

// The machines' view replays, in Chromium with the site's styles: a path replayed to
// its end here counts as replayed in the browser (the command appends the record in Node).
setReplayRecorder((record) => commands.recordBrowserReplay(record));

// The replays answer every request through controlled actors; like MSW's
// `onUnhandledRequest: 'error'` in jsdom, any real request fails the test. (No MSW worker:
// none of these views fetches; a view that must would start `msw/browser` here.)
const requests: string[] = [];
const realFetch = window.fetch.bind(window);
window.fetch = (input, init) => {
  requests.push(input instanceof Request ? input.url : String(input));
  return realFetch(input, init);
};

afterEach(() => {
  cleanup();
  // Sonner replays still-active toasts to every new <Toaster>: start each test without any.
  toast.dismiss();
  expect(requests.splice(0), 'requests nothing answers in a view replay').toEqual([]);
});
