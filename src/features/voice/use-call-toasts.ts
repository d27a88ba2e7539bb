import { useEffect } from 'react';
import { toast } from '@/app/toast';
import type { CallActorRef } from '@/voice/active-call';
import { callToast, type VoiceSurface } from '@/voice/toasts';

/**
 * Turns what a call actor reports into the toasts of its surface (spec section 8), and logs
 * failures and degraded calls (a noise filter that could not start) for support.
 */
export function useCallToasts(actorRef: CallActorRef, surface: VoiceSurface, agentName = '') {
  useEffect(() => {
    const subscription = actorRef.on('*', (event) => {
      if (event.type === 'call.failed') {
        console.warn(`Sprachanruf fehlgeschlagen (${event.code}): ${event.message}`);
      } else if (event.type === 'call.degraded') {
        console.warn(`Sprachanruf ohne Rauschunterdrückung: ${event.message}`);
      }
      const shown = callToast(surface, event, agentName);
      if (!shown) return;
      const options = shown.description === undefined ? {} : { description: shown.description };
      if (shown.kind === 'success') toast.success(shown.title, options);
      else toast.error(shown.title, options);
    });
    return () => subscription.unsubscribe();
  }, [actorRef, surface, agentName]);
}
