import '@testing-library/jest-dom/vitest';
import '@/styles/app.css';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';
import { commands } from 'vitest/browser';
import { setReplayRecorder } from '../model/replay';

// The view replays of jsdom, run again in Chromium with the site's styles: a path replayed to
// its end here counts as replayed in the browser (the command appends the record in Node).
setReplayRecorder((record) => commands.recordBrowserReplay(record));

afterEach(() => {
  cleanup();
  // Sonner replays still-active toasts to every new <Toaster>: start each test without any.
  toast.dismiss();
});
