import type { Meta } from '@storybook/react-vite';
import type { CallMicrophoneRef } from '@machines/call-microphone/call-microphone.machine';
import { callMicrophonePlan } from '@machines/call-microphone/call-microphone.paths';
import { stateStories } from '../../../../.storybook/state-story';
import { MicrophoneChoiceView } from './microphone-choice';

/** What each state means for the caller. */
const MEANING: Record<string, string> = {
  listing: 'Die Mikrofone werden abgefragt: noch keine Auswahl.',
  ready: 'Die Auswahl „Mikrofon“ listet die Eingänge; ein Wechsel gilt sofort.',
  offering: 'Ein Mikrofon wurde eingesteckt: ein Druck auf „Verwenden“ wechselt dorthin.',
  switching: 'Das Gespräch wechselt auf das gewählte Mikrofon.',
  fallingBack: 'Das gewählte Mikrofon ist weg: das Gespräch wechselt auf das Standardmikrofon.',
  unavailable: 'Der Browser nennt keine Mikrofone: keine Auswahl, das Gespräch läuft weiter.',
  lost: 'Kein Mikrofon mehr: das Gespräch endet („Mikrofon nicht verfügbar“).',
};

const meta = {
  title: 'Call/Microphone choice',
  component: MicrophoneChoiceView,
} satisfies Meta<typeof MicrophoneChoiceView>;
export default meta;

const story = stateStories<CallMicrophoneRef>({
  plan: callMicrophonePlan,
  render: (microphonesRef) => <MicrophoneChoiceView microphonesRef={microphonesRef} />,
  meaning: MEANING,
});
const darkStory = stateStories<CallMicrophoneRef>({
  plan: callMicrophonePlan,
  render: (microphonesRef) => <MicrophoneChoiceView microphonesRef={microphonesRef} theme="dark" />,
  meaning: MEANING,
  dark: true,
});

export const AskingBrowserForMicrophones = story('listing');
export const MicrophoneSelect = story('ready');
export const SelectWithMicrophoneGoneNote = story(
  'ready',
  {},
  (snapshot) => snapshot.context.note === 'fellBack',
);
export const SelectWithFailedSwitchNote = story(
  'ready',
  {},
  (snapshot) => snapshot.context.note === 'switchFailed',
);
export const NewMicrophoneOffered = story('offering');
export const NewMicrophoneOfferedDark = darkStory('offering');
export const SwitchingMicrophone = story('switching');
export const FallingBackToDefault = story('fallingBack');
export const NoMicrophonesListed = story('unavailable');
export const MicrophoneLostCallEnds = story('lost');
