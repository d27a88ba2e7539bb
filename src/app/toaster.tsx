import { Suspense, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { app } from '@/content/de/app';
import { ChunkBoundary, ChunkError, lazyChunk } from './chunk';
import { loadSonner, raiseWaitingToasts, useToasterRequested } from './toast';

const toaster = lazyChunk((): Promise<{ default: ComponentType<ToasterProps> }> =>
  loadSonner().then((sonner) => {
    raiseWaitingToasts(sonner);
    return { default: sonner.Toaster };
  }),
);

/**
 * The one notification area, bottom-left (spec section 9); mounted with the first toast. If
 * sonner's code does not arrive, a notice with a retry takes its place.
 */
export function AppToaster() {
  const requested = useToasterRequested();
  if (!requested) return null;
  return (
    <ChunkBoundary
      onRetry={() => {
        loadSonner.forget();
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
          position="bottom-left"
          richColors
          closeButton
          containerAriaLabel={app.toaster.label}
          toastOptions={{ closeButtonAriaLabel: app.toaster.close }}
        />
      </Suspense>
    </ChunkBoundary>
  );
}
