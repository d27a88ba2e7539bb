import { CONNECTED, IN_SESSION, type CallModel } from './call.model';

/*
 * Test oracle for the call's live controls (hear-check meter and hint, the text field to type instead
 * of talk, its notes), written from the product spec with its German texts as literals; it reads the
 * call's model (`call.model.ts`, played from a path's events), never the machine. Every call
 * view's oracle includes it, and `readCallFeatures` reads the same facts from a view in jsdom
 * (the e2e page objects read them alike in Chromium).
 */

/** What the call features show, as text. */
export interface CallFeaturesUi {
  /** The meter 'Ihr Mikrofon' (aria-valuenow, 0…100), or null when there is none. */
  meter: number | null;
  /** 'Wir hören Sie nicht – ist Ihr Mikrofon stumm oder zu leise?' shows. */
  unheard: boolean;
  /** The text field (its label and text) and the note under it; null when there is none. */
  composer: { label: string; text: string; note: string | null } | null;
}

export const UNHEARD_HINT = 'Wir hören Sie nicht – ist Ihr Mikrofon stumm oder zu leise?';
export const NOTE_RECONNECTING =
  'Die Verbindung ist unterbrochen: Ihre Nachricht wurde nicht gesendet und bleibt im Feld.';
export const NOTE_FAILED = 'Ihre Nachricht konnte nicht gesendet werden – sie bleibt im Feld.';
/** The status line while the network is away (agent pages, widget and `/full`). */
export const RECONNECTING_STATUS = 'Verbindung unterbrochen – wird wiederhergestellt...';

/** The network is away and the call waits for it. */
export const isReconnecting = (model: CallModel) => model.phase === 'reconnecting';

/**
 * While connected (also reconnecting): the meter of the visitor's level, the hint after 8 s of
 * silence without mute, and the text field labelled `messageLabel` with the machine's draft.
 */
export function expectedCallFeaturesUi(model: CallModel, messageLabel: string): CallFeaturesUi {
  if (!CONNECTED.includes(model.phase)) return { meter: null, unheard: false, composer: null };
  const c = model.call;
  return {
    meter: Math.round(c.micLevel * 100),
    unheard: c.micUnheard && !c.muted,
    composer: {
      label: messageLabel,
      text: c.messageDraft,
      note:
        c.messageNote === 'reconnecting'
          ? NOTE_RECONNECTING
          : c.messageNote === 'failed'
            ? NOTE_FAILED
            : null,
    },
  };
}

/** The same facts read from a view's DOM (jsdom). */
export function readCallFeatures(scope: Element): CallFeaturesUi {
  const meter = scope.querySelector('[role="meter"][aria-label="Ihr Mikrofon"]');
  const label = [...scope.querySelectorAll('label')].find((l) =>
    (l.textContent ?? '').startsWith('Nachricht an '),
  );
  const field = label ? scope.ownerDocument.getElementById(label.htmlFor) : null;
  const note = [...scope.querySelectorAll('p')]
    .map((p) => p.textContent ?? '')
    .find((line) => line === NOTE_RECONNECTING || line === NOTE_FAILED);
  return {
    meter: meter ? Number(meter.getAttribute('aria-valuenow')) : null,
    unheard: (scope.textContent ?? '').includes(UNHEARD_HINT),
    composer:
      label && field instanceof HTMLInputElement
        ? { label: label.textContent ?? '', text: field.value, note: note ?? null }
        : null,
  };
}

/**
 * The help in the call card after the browser refused the microphone, as shown: its
 * title, why, one line per browser (Chrome, Safari, Firefox) and the retry.
 */
export const MIC_HELP: readonly string[] = [
  'Mikrofon blockiert',
  'Ihr Browser hat den Zugriff auf das Mikrofon verweigert. So erlauben Sie ihn:',
  'Chrome: Symbol links neben der Adresse (Schloss oder Regler) → Mikrofon → Zulassen.',
  'Safari: Safari > Einstellungen für diese Website (iPhone: aA in der Adressleiste → Website-Einstellungen) → Mikrofon → Erlauben.',
  'Firefox: durchgestrichenes Mikrofon-Symbol in der Adressleiste → Blockierung aufheben.',
  'Erneut versuchen',
];

/**
 * The microphone help shows after a start the browser refused the microphone for (the error
 * `micPermissionDenied`), until a new start begins (asking for the microphone, or the call).
 */
export function expectedMicHelp({ phase, call }: CallModel): readonly string[] | null {
  const newStart = phase === 'requestingMic' || IN_SESSION.includes(phase);
  return call.error?.code === 'micPermissionDenied' && !newStart ? MIC_HELP : null;
}

/** The microphone help read from a view's DOM: title, text, browser lines, button; or null. */
export function readMicHelp(scope: Element): string[] | null {
  const section = [...scope.querySelectorAll('section')].find(
    (candidate) => candidate.querySelector('h2')?.textContent === MIC_HELP[0],
  );
  if (!section) return null;
  return [
    ...[...section.querySelectorAll('h2, p, li, button')].map(
      (element) => element.textContent?.trim() ?? '',
    ),
  ];
}
