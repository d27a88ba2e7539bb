/**
 * The microphone choice of a connected call (every call surface): the select, the
 * offer of a device plugged in mid-call, and the notes of a fall-back or a failed switch.
 */
export const voiceMicrophone = {
  label: 'Mikrofon',
  /** The browser's default input (the choice `null`). */
  defaultInput: 'Standardmikrofon',
  /** A device the browser lists without a name: its place in the list, from 1. */
  unnamed: (position: number) => `Mikrofon ${position}`,
  offered: (name: string) => `Neues Mikrofon erkannt: ${name}`,
  useOffered: 'Verwenden',
  dismissOffer: 'Nicht jetzt',
  fellBack:
    'Das gewählte Mikrofon ist nicht mehr verfügbar – jetzt wird das Standardmikrofon verwendet.',
  switchFailed: 'Das Mikrofon konnte nicht gewechselt werden.',
} as const;
