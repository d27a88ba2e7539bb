import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import { appStore } from '@/lib/app-store';
import { sectionNavAtom } from '@/components/section-nav.live';
import { callOwnerAtom } from '@/features/call/live/call-owner';
import './msw';

afterEach(() => {
  cleanup();
  // Sonner replays still-active toasts to every new <Toaster>: start each test without any.
  toast.dismiss();
  // Each test starts without the app's call coordinator (a surface's press makes a new one).
  appStore.get(callOwnerAtom)?.stop();
  appStore.set(callOwnerAtom, null);
  // Nor its section navigation: a section link follows its section for up to 6 s, and those
  // timers must not outlive the test file's jsdom ('document is not defined' under load).
  appStore.get(sectionNavAtom)?.stop();
  appStore.set(sectionNavAtom, null);
});

// jsdom lacks these browser APIs; the views only use them in effects.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: () => false,
    }),
  });
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
