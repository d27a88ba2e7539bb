import { Toaster } from 'sonner';
import { de } from '@/content/de';

/** The one notification area, bottom-left (spec section 9). */
export function AppToaster() {
  return (
    <Toaster
      position="bottom-left"
      richColors
      closeButton
      containerAriaLabel={de.app.toaster.label}
      toastOptions={{ closeButtonAriaLabel: de.app.toaster.close }}
    />
  );
}
