import { useSelector } from '@xstate/react';
import { AudioLines } from 'lucide-react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { voice } from '@/content/de/voice';
import type { speakingDetectorMachine } from '@machines/speaking-detector/speaking-detector.machine';
import {
  selectIsActive,
  selectIsSpeaking,
  selectVolume,
} from '@machines/speaking-detector/speaking-detector.selectors';
import type { CallActivity } from './call-status';
import { VoiceActivity } from './voice-activity';

type DetectorRef = ActorRefFrom<typeof speakingDetectorMachine>;
type DetectorSnapshot = SnapshotFrom<typeof speakingDetectorMachine>;

const { status } = voice.widget;

/** What the indicator shows for a speaking detector: speaking, listening (silent), or ready. */
export function detectorActivity(snapshot: DetectorSnapshot): CallActivity {
  if (selectIsSpeaking(snapshot)) return { tone: 'speaking', label: status.speaking };
  if (selectIsActive(snapshot)) return { tone: 'connected', label: status.listening };
  return { tone: 'idle', label: status.ready };
}

/** The voice-activity indicator fed by a speaking detector (the preview driver's, or a story's). */
export function DetectorActivity({ actorRef }: { actorRef: DetectorRef }) {
  const activity = useSelector(actorRef, detectorActivity, (a, b) => a.tone === b.tone);
  const volume = useSelector(actorRef, selectVolume);
  return (
    <section aria-label={voice.activity.label} className="flex justify-center p-6">
      <VoiceActivity tone={activity.tone} volume={volume} label={activity.label}>
        <span className="flex size-20 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg">
          <AudioLines aria-hidden="true" className="size-9" />
        </span>
      </VoiceActivity>
    </section>
  );
}
