import { lazy, Suspense } from 'react';
import { app } from '@/content/de/app';
import { useToasterRequested } from './toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** The one notification area, bottom-left (spec section 9); mounted with the first toast. */
export function AppToaster() {
  const requested = useToasterRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-left"
        richColors
        closeButton
        containerAriaLabel={app.toaster.label}
        toastOptions={{ closeButtonAriaLabel: app.toaster.close }}
      />
    </Suspense>
  );
}
