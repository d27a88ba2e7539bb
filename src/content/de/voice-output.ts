/**
 * The call's sound could not start (no output device, autoplay refused): the call goes on, the
 * greeting shows as text, and the visitor may turn the sound on with a press.
 */
export const voiceOutput = {
  enable: 'Ton einschalten',
  enabling: 'Ton wird eingeschaltet...',
  note: 'Der Ton konnte nicht starten: Ihr Browser hat die Wiedergabe blockiert oder findet keinen Lautsprecher. Das Gesagte steht im Transkript.',
} as const;
