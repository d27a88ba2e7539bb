import { useEffect } from 'react';
import { useToasts, type Toasts } from '@/components/toasts';
import type { CallActorRef } from '@machines/call/call.machine';
import {
  callToast,
  type VoiceSurface,
  type VoiceToast,
} from '@/features/call/live/call-toast-text';

/** Shows a voice toast (a call's, or one of its surface's own failures). */
export function showVoiceToast(toast: Toasts, { kind, title, description }: VoiceToast): void {
  const options = description === undefined ? {} : { description };
  if (kind === 'success') toast.success(title, options);
  else toast.error(title, options);
}

/**
 * Turns what a call actor reports into the toasts of its surface, and logs
 * failures and degraded calls (a noise filter that could not start) for support.
 */
export function useCallToasts(actorRef: CallActorRef, surface: VoiceSurface, agentName = '') {
  const toast = useToasts();
  useEffect(() => {
    const subscription = actorRef.on('*', (event) => {
      if (event.type === 'call.failed') {
        console.warn(`Sprachanruf fehlgeschlagen (${event.code}): ${event.message}`);
      } else if (event.type === 'call.degraded') {
        console.warn(`Sprachanruf ohne Rauschunterdrückung: ${event.message}`);
      }
      const shown = callToast(surface, event, agentName);
      if (shown) showVoiceToast(toast, shown);
    });
    return () => subscription.unsubscribe();
  }, [actorRef, surface, agentName, toast]);
}
