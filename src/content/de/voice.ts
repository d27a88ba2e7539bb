import { BRAND } from './brand';
import { voiceMeta, voiceWidgetOpen, voiceWidgetTitle } from './voice-meta';

const errorTexts = {
  micPermissionDenied: 'Mikrofon-Berechtigung verweigert',
  micPermissionRetry:
    'Bitte erlauben Sie den Zugriff auf Ihr Mikrofon und versuchen Sie es erneut.',
  micPermissionFull: 'Bitte erlauben Sie den Zugriff auf Ihr Mikrofon.',
  noMicrophone: 'Kein Mikrofon gefunden',
  noMicrophoneText: 'Bitte schließen Sie ein Mikrofon an und versuchen Sie es erneut.',
  micNotFound: 'Mikrofon nicht verfügbar',
  micNotFoundText:
    'Ihr Mikrofon konnte nicht zugegriffen werden. Überprüfen Sie Ihre Browser-Einstellungen.',
  connectionError: 'Verbindungsfehler',
  unknownError: 'Unbekannter Fehler',
  providerError: 'Fehler',
  providerErrorText: 'Verbindungsfehler aufgetreten. Bitte versuchen Sie es erneut.',
  sdkNotReady: 'SDK nicht bereit',
  sdkNotReadyWidget: 'Vapi ist noch nicht initialisiert.',
  initFailed: 'Initialisierungsfehler',
  initFailedText: 'Vapi konnte nicht initialisiert werden.',
  startFailedFull: 'Die Verbindung konnte nicht hergestellt werden.',
  stopFailed: 'Fehler beim Beenden',
  stopFailedText: 'Das Gespräch konnte nicht ordnungsgemäß beendet werden.',
} as const;

/**
 * The voice area (spec sections 2 and 8): floating widget, `/full`, agents overview and agent
 * pages and the toasts of every surface. The agents' own copy is the agent table (`agents.ts`).
 */
export const voice = {
  errors: errorTexts,
  toasts: {
    connected: { title: 'Verbindung hergestellt', description: 'Sie können jetzt sprechen.' },
    endedWidget: { title: 'Gespräch beendet', description: 'Das Gespräch wurde beendet.' },
    endedFull: { title: 'Verbindung beendet', description: 'Das Gespräch wurde beendet.' },
    sdkReady: { title: 'Sichere Verbindung' },
    agent: {
      startFailed: { title: 'Fehler', description: 'Anruf konnte nicht gestartet werden.' },
      connectionError: (agent: string) => ({
        title: 'Verbindungsfehler',
        description: `Es gab ein Problem bei der Verbindung zu ${agent}.`,
      }),
      started: (agent: string) => ({
        title: 'Anruf gestartet',
        description: `Sie sind nun mit ${agent} verbunden.`,
      }),
      ended: (agent: string) => ({
        title: 'Anruf beendet',
        description: `Die Verbindung zu ${agent} wurde getrennt.`,
      }),
      unmuted: { title: 'Mikrofon aktiviert', description: 'Sie können wieder sprechen.' },
      muted: { title: 'Mikrofon stummgeschaltet', description: 'Ihr Mikrofon ist stumm.' },
    },
  },
  widget: {
    title: voiceWidgetTitle,
    logoAlt: `${BRAND} Logo`,
    open: voiceWidgetOpen,
    close: 'Sprach-Assistent schließen',
    start: 'Gespräch starten',
    end: 'Gespräch beenden',
    talk: 'Sprich mit mir',
    hint: 'Sprechen Sie direkt mit unserem KI-Assistenten',
    status: {
      speaking: 'KI spricht...',
      listening: 'Am Zuhören',
      connecting: 'Verbinde...',
      ready: 'Bereit',
      loading: 'Lädt...',
    },
  },
  full: {
    back: 'Zurück zur Website',
    backShort: 'Zurück',
    title: BRAND.toUpperCase(),
    subtitle: 'DIALOG NEU GEDACHT',
    heading: 'Sprechen Sie jetzt mit unserem KI-Sprachassistenten',
    start: 'Gespräch starten',
    end: 'Gespräch beenden',
    status: {
      sdkLoading: 'SDK wird initialisiert...',
      connecting: 'Verbindung wird hergestellt...',
      connected: 'Verbunden - Klicken Sie erneut zum Beenden',
      ready: 'Klicken Sie auf das Mikrofon, um zu sprechen',
    },
    callLight: {
      connected: 'Verbunden',
      connecting: 'Verbinde...',
      ready: 'KI Assistent bereit',
      initialising: 'Initialisiere...',
    },
    sdkLight: { ready: 'Sichere Verbindung', loading: 'SDK lädt...' },
    footer: `Powered by ${BRAND} AI`,
  },
  /** One line before a call: the conversation goes to the voice service (privacy). */
  privacy: {
    text: 'Ihr Gespräch wird zur Verarbeitung an unseren Sprachdienst übertragen. Mehr dazu unter',
    link: 'Datenschutz',
  },
  /** While the browser asks for the microphone (its prompt is easy to miss). */
  micPrompt: 'Ihr Browser fragt nach dem Mikrofon – bitte erlauben Sie den Zugriff.',
  /**
   * In the call card after the browser refused the microphone (besides the toast):
   * why, how to allow it in each browser (one line each, current versions), and a retry.
   */
  micBlocked: {
    title: 'Mikrofon blockiert',
    why: 'Ihr Browser hat den Zugriff auf das Mikrofon verweigert. So erlauben Sie ihn:',
    browsers: [
      {
        name: 'Chrome',
        steps: 'Symbol links neben der Adresse (Schloss oder Regler) → Mikrofon → Zulassen.',
      },
      {
        name: 'Safari',
        steps:
          'Safari > Einstellungen für diese Website (iPhone: aA in der Adressleiste → Website-Einstellungen) → Mikrofon → Erlauben.',
      },
      {
        name: 'Firefox',
        steps: 'durchgestrichenes Mikrofon-Symbol in der Adressleiste → Blockierung aufheben.',
      },
    ],
    retry: 'Erneut versuchen',
  },
  /** The voice-activity indicator on its own (speaking detector). */
  activity: {
    label: 'Sprachaktivität',
  },
  meta: voiceMeta,
  preview: {
    badge: 'Vorschau',
    notice:
      'Vorschau-Modus: Sie hören eine aufgezeichnete Begrüßung. Die echte KI ist in dieser Demo nicht verbunden.',
    /** Before the preview's answer to a typed line (a line of the agent's script). */
    replyPrefix: 'Vorschau-Antwort:',
    /** The preview's answer to a typed line none of its agent's keywords matches. */
    noAnswer:
      'Dazu habe ich in dieser Vorschau keine Antwort. Die echte KI beantwortet Ihre Frage gerne in einer kostenlosen Demo.',
  },
  /** Hear-check, type instead of talk, reconnecting. */
  callFeatures: {
    micMeter: 'Ihr Mikrofon',
    unheard: 'Wir hören Sie nicht – ist Ihr Mikrofon stumm oder zu leise?',
    messageTo: (agent: string) => `Nachricht an ${agent}`,
    messageToAssistant: 'Nachricht an den Assistenten',
    send: 'Senden',
    reconnecting: 'Verbindung unterbrochen – wird wiederhergestellt...',
    noteReconnecting:
      'Die Verbindung ist unterbrochen: Ihre Nachricht wurde nicht gesendet und bleibt im Feld.',
    noteFailed: 'Ihre Nachricht konnte nicht gesendet werden – sie bleibt im Feld.',
    noteCut: 'Nachricht darf maximal 500 Zeichen lang sein – gekürzt auf die ersten 500.',
  },
  transcript: {
    title: 'Live-Transkript',
    assistant: 'Assistent',
    visitor: 'Sie',
    empty: 'Das Gespräch erscheint hier, sobald es beginnt.',
  },
  /** The card after a call that connected (docs/decisions/0016). */
  recap: {
    title: (agent: string) => `Ihr Gespräch mit ${agent}`,
    /** How /full and the widget name their assistant in the recap and its file. */
    assistant: 'dem Assistenten',
    assistantSpeaker: 'Assistent',
    visitorSpeaker: 'Sie',
    duration: (time: string) => `Dauer ${time}`,
    exchanges: (count: number) => (count === 1 ? '1 Wortwechsel' : `${count} Wortwechsel`),
    download: 'Transkript herunterladen',
    copy: 'Transkript kopieren',
    demo: 'Demo für mein Unternehmen anfragen',
    copied: 'Transkript kopiert',
    copiedText: 'Sie können es jetzt einfügen, zum Beispiel in eine E-Mail.',
    copyFailed: 'Kopieren nicht möglich',
    copyFailedText:
      'Ihr Browser hat den Zugriff auf die Zwischenablage verweigert. Laden Sie das Transkript stattdessen herunter.',
    fileDate: (date: string) => `Datum: ${date}`,
    fileName: (agent: string, date: string) => `Transkript-${agent}-${date}.txt`,
    demoMessage: (tested: string) =>
      `Ich habe ${tested} getestet und interessiere mich für einen eigenen Assistenten.`,
    /** What /full and the widget name as tested in the demo request. */
    demoTestedAssistant: 'den KI-Sprachassistenten',
  },
  /** Said once by screen readers when a call's state changes. */
  announcer: {
    connecting: 'Verbindung wird hergestellt.',
    listening: 'Verbunden. Die KI hört zu.',
    /** `/full` only (agent pages have their mute toasts): listening while muted, … */
    listeningMuted: 'Mikrofon stummgeschaltet. Die KI hört Sie nicht.',
    /** … and after the other sentences of a muted call. */
    mutedSuffix: 'Ihr Mikrofon ist stumm.',
    speaking: 'Die KI spricht.',
    reconnecting: 'Verbindung unterbrochen – wird wiederhergestellt.',
    ended: 'Gespräch beendet.',
  },
  /** The mute shortcut, in the mute button's tooltip. */
  muteShortcut: (label: string) => `${label} (Taste M)`,
  overview: {
    title: 'Unsere KI-Assistenten',
    intro:
      'Testen Sie unsere Demo-Agenten direkt im Browser: Jeder ist auf eine Branche spezialisiert.',
    banner:
      'Demo-Version: Termine und Buchungen werden nur simuliert, es werden keine echten Termine vergeben.',
    test: 'Jetzt testen',
    cta: 'Kostenlose Beratung anfragen',
    ctaText:
      'Sie möchten einen eigenen Assistenten für Ihr Unternehmen? Wir beraten Sie kostenlos.',
    dialogClose: 'Dialog schließen',
    openPage: (agent: string) => `Seite von ${agent} öffnen`,
  },
  agentPage: {
    allAgents: 'Alle Agenten',
    home: 'Startseite',
    title: (agent: string) => `Sprechen Sie mit ${agent}`,
    portraitAlt: (agent: string) => `Porträt von ${agent}`,
    connected: 'Verbunden',
    disconnected: 'Nicht verbunden',
    start: 'Anruf starten',
    connecting: 'Verbinde...',
    mute: 'Stummschalten',
    unmute: 'Stummschaltung aufheben',
    end: 'Anruf beenden',
    about: (agent: string) => `Über ${agent}`,
    helps: (agent: string) => `So hilft Ihnen ${agent}`,
    examples: 'Probieren Sie zum Beispiel',
    tipsTitle: 'Tipps für das Gespräch',
    tips: [
      {
        title: 'Sprechen Sie natürlich',
        text: 'Reden Sie wie mit einem Menschen – ganze Sätze sind willkommen.',
      },
      {
        title: 'Seien Sie konkret',
        text: 'Nennen Sie Datum, Uhrzeit oder Ihr Anliegen möglichst genau.',
      },
      {
        title: 'Stellen Sie Fragen',
        text: 'Fragen Sie nach, wenn etwas unklar ist – der Assistent erklärt es gerne.',
      },
    ],
  },
} as const;
