import {
  Suspense,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { ToasterProps } from 'sonner';
import { app } from '@/content/de/app';
import { lazy } from '@/lib/lazy';
import { ChunkBoundary, ChunkError, lazyChunk } from './chunk';
import { createToasts, loadSonner, ToastsContext, type ToastCenter } from './toasts';

const toaster = lazyChunk(
  lazy(loadSonner, {
    pick: (sonner): { default: ComponentType<ToasterProps> } => ({ default: sonner.Toaster }),
  }),
);

/** Below Tailwind's `sm`: a phone, where a call card fills the screen. */
const PHONE = '(max-width: 639px)';

/** Whether the viewport is a phone's (follows rotation and resizing). */
function usePhone(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = window.matchMedia(PHONE);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}

/**
 * The app's notifications (`useToasts()`) for `children`, and after them the one notification
 * area that shows them (`AppToaster`). One per app: the root route, or a test or story.
 */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const [toasts] = useState(createToasts);
  return (
    <ToastsContext value={toasts}>
      {children}
      <AppToaster toasts={toasts} />
    </ToastsContext>
  );
}

/**
 * The one notification area, bottom-left on larger screens; mounted with the first toast. On
 * phones at the top instead (docs/decisions/0019): at the bottom a toast sat over a call's
 * message field and buttons; at the top it covers the page's header, and the call dialogs keep
 * that strip free. If sonner's code does not arrive, a notice with a retry takes its place.
 */
function AppToaster({ toasts }: { toasts: ToastCenter }) {
  const requested = useSyncExternalStore(toasts.subscribe, toasts.requested, () => false);
  const phone = usePhone();
  if (!requested) return null;
  return (
    <ChunkBoundary
      onRetry={() => {
        toasts.retry();
        toaster.retry();
      }}
      renderError={(retry) => (
        <div className="fixed bottom-5 left-5 z-50 max-w-xs shadow-lg">
          <ChunkError onRetry={retry} />
        </div>
      )}
    >
      <Suspense fallback={null}>
        <toaster.Component
          position={phone ? 'top-center' : 'bottom-left'}
          richColors
          closeButton
          containerAriaLabel={app.toaster.label}
          toastOptions={{ closeButtonAriaLabel: app.toaster.close }}
        />
      </Suspense>
    </ChunkBoundary>
  );
}
