import { BRAND } from './brand';
import {
  agentRoles,
  voiceMeta,
  voiceWidgetOpen,
  voiceWidgetTitle,
  type VoiceAgentKey,
} from './voice-meta';

export type { VoiceAgentKey };

/**
 * One answer of the preview driver to a typed line: its keywords (lower case; a line contains
 * one, with 'ß' read as 'ss') and the agent's answer. The preview labels it 'Vorschau-Antwort:'.
 */
export interface PreviewReply {
  keywords: readonly string[];
  answer: string;
}

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
 * pages, the toasts of every surface, and the agents' copy and preview greetings.
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
   * Issue 22: in the call card after the browser refused the microphone (besides the toast):
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
  /** Issue 16: hear-check, type instead of talk, reconnecting. */
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
    answerTime: (seconds: string) => `Ø Antwortzeit ${seconds} s`,
    noAnswerTime: 'Ø Antwortzeit –',
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
  agents: {
    helvox: {
      ...agentRoles.helvox,
      description:
        'Unser eigener Assistent beantwortet Fragen zu Angebot, Einrichtung und Preisen und vereinbart auf Wunsch eine kostenlose Beratung.',
      about: `Der ${BRAND} Assistent ist die Stimme unserer Website. Er kennt unser Angebot, erklärt verständlich, wie ein KI-Sprachassistent in einem KMU arbeitet, und nimmt Ihr Anliegen für eine Beratung auf.`,
      examples: [
        'Was kostet ein KI-Sprachassistent für meine Praxis?',
        'Welche Sprachen versteht der Assistent?',
        'Wie schnell ist ein Assistent eingerichtet?',
      ],
      helps: [
        'Erklärt, was ein KI-Sprachassistent für Ihr Unternehmen leisten kann',
        'Beantwortet Fragen zu Einrichtung, Sprachen und Datenschutz',
        'Vereinbart eine kostenlose Beratung',
      ],
      greeting: `Grüezi und willkommen bei ${BRAND}! Ich bin Ihr KI-Sprachassistent. Wie kann ich Ihnen heute helfen?`,
      replies: [
        {
          keywords: ['kost', 'preis', 'teuer', 'franken'],
          answer:
            'Der Preis hängt davon ab, was Ihr Assistent können soll und welche Systeme er anbindet. In einer kostenlosen Beratung erstellen wir Ihnen ein Angebot für Ihr Unternehmen.',
        },
        {
          keywords: ['sprache', 'englisch', 'französisch'],
          answer:
            'Unsere Assistenten sprechen Deutsch (Hochdeutsch), Englisch und Französisch. Weitere Sprachen sind auf Anfrage möglich.',
        },
        {
          keywords: ['eingerichtet', 'einricht', 'schnell', 'dauer', 'lange'],
          answer:
            'Ein einfacher Sprachassistent ist in 2–3 Werktagen einsatzbereit, mit Kalender, CRM oder internen Prozessen in 7–14 Werktagen.',
        },
      ],
    },
    clara: {
      ...agentRoles.clara,
      description:
        'Clara nimmt Anrufe für Arztpraxen entgegen: Sie bucht, verschiebt und storniert Termine und beantwortet Fragen zu Öffnungszeiten und Leistungen.',
      about:
        'Clara ist für Arzt- und Therapiepraxen gemacht. Sie meldet sich freundlich mit dem Namen der Praxis, prüft freie Termine im Kalender und bestätigt jede Buchung – auch abends und am Wochenende, wenn das Praxisteam nicht erreichbar ist.',
      examples: [
        'Ich hätte gerne nächste Woche einen Termin zur Kontrolle.',
        'Kann ich meinen Termin am Donnerstag auf Freitag verschieben?',
        'Haben Sie am Samstag geöffnet?',
      ],
      helps: [
        'Bucht Termine direkt im Praxiskalender – rund um die Uhr',
        'Verschiebt oder storniert bestehende Termine',
        'Beantwortet Fragen zu Öffnungszeiten, Anfahrt und Leistungen',
      ],
      greeting:
        'Guten Tag, hier ist Clara von der Praxis. Möchten Sie einen Termin vereinbaren, verschieben oder absagen?',
      replies: [
        {
          keywords: ['verschieb', 'absag', 'stornier', 'umbuch'],
          answer:
            'Gerne verschiebe ich Ihren Termin. Am Freitag ist um 10:30 Uhr noch etwas frei – soll ich Ihren Termin vom Donnerstag dorthin legen?',
        },
        {
          keywords: ['geöffnet', 'öffnungszeit', 'samstag', 'sonntag', 'wochenende'],
          answer:
            'Am Samstag ist die Praxis geschlossen. Von Montag bis Freitag sind wir von 8 bis 12 Uhr und von 14 bis 18 Uhr für Sie da.',
        },
        {
          keywords: ['termin', 'kontrolle', 'untersuchung', 'zeit'],
          answer:
            'Gerne. Nächste Woche hätte ich am Dienstag um 9:00 Uhr oder am Donnerstag um 14:30 Uhr einen Termin frei. Welcher passt Ihnen besser?',
        },
      ],
    },
    jonas: {
      ...agentRoles.jonas,
      description:
        'Jonas ist die erste Anlaufstelle im IT-Support: Er nimmt Störungen auf, führt durch erste Lösungsschritte und leitet dringende Fälle an Ihr Technik-Team weiter.',
      about:
        'Jonas nimmt Anrufe im IT-Support entgegen. Er fragt gezielt nach Gerät, Fehlermeldung und Dringlichkeit, hilft bei Standardproblemen wie Passwort oder Drucker sofort weiter und übergibt alles Weitere als sauber dokumentiertes Ticket.',
      examples: [
        'Mein Laptop verbindet sich nicht mehr mit dem WLAN.',
        'Ich habe mein Passwort vergessen.',
        'Der Drucker im Büro druckt nicht mehr.',
      ],
      helps: [
        'Nimmt Störungsmeldungen strukturiert auf',
        'Führt Schritt für Schritt durch häufige Lösungen',
        'Eröffnet Tickets und leitet dringende Fälle weiter',
      ],
      greeting:
        'Hallo, hier ist Jonas vom IT-Support. Beschreiben Sie mir kurz Ihr Problem, dann finden wir gemeinsam eine Lösung.',
      replies: [
        {
          keywords: ['wlan', 'wifi', 'wi-fi', 'internet', 'netzwerk'],
          answer:
            'Schalten Sie bitte das WLAN am Laptop einmal aus und wieder ein und starten Sie ihn neu. Klappt es dann noch nicht, eröffne ich ein Ticket für Ihr Technik-Team.',
        },
        {
          keywords: ['passwort', 'kennwort', 'anmelden', 'login'],
          answer:
            'Kein Problem: Ich sende Ihnen einen Link zum Zurücksetzen an Ihre hinterlegte E-Mail-Adresse. Damit vergeben Sie ein neues Passwort.',
        },
        {
          keywords: ['drucker', 'druckt', 'drucken'],
          answer:
            'Prüfen Sie bitte, ob der Drucker eingeschaltet ist und Papier hat. Zeigt er eine Fehlermeldung? Dann nehme ich die Störung auf und leite sie an die Technik weiter.',
        },
      ],
    },
    mia: {
      ...agentRoles.mia,
      description:
        'Mia übernimmt den Erstkontakt mit Interessenten: Sie fragt Wünsche und Budget ab, stellt passende Objekte vor und vereinbart Besichtigungen.',
      about:
        'Mia betreut Anfragen für Maklerbüros und Verwaltungen. Sie klärt Wunschort, Zimmerzahl und Budget, stellt passende Objekte mit den wichtigsten Eckdaten vor und schlägt freie Besichtigungstermine vor.',
      examples: [
        'Ich suche eine 3-Zimmer-Wohnung in Zürich bis 2800 Franken.',
        'Ist die Wohnung an der Seestrasse noch frei?',
        'Kann ich das Haus diese Woche besichtigen?',
      ],
      helps: [
        'Qualifiziert Interessenten nach Wunschlage, Größe und Budget',
        'Stellt passende Objekte mit den wichtigsten Eckdaten vor',
        'Vereinbart Besichtigungstermine',
      ],
      greeting:
        'Guten Tag, ich bin Mia. Suchen Sie eine Wohnung oder ein Haus? Erzählen Sie mir, was Ihnen wichtig ist.',
      replies: [
        {
          keywords: ['seestrasse', 'noch frei', 'verfügbar', 'vergeben'],
          answer:
            'Ja, die Wohnung an der Seestrasse ist noch frei: 3½ Zimmer, 92 m², Balkon, 2650 Franken im Monat inklusive Nebenkosten. Möchten Sie sie besichtigen?',
        },
        {
          keywords: ['besichtig', 'anschauen', 'ansehen'],
          answer:
            'Gerne. Diese Woche kann ich Ihnen Mittwoch um 17:30 Uhr oder Samstag um 10:00 Uhr für eine Besichtigung anbieten. Was passt Ihnen?',
        },
        {
          keywords: ['suche', 'zimmer', 'wohnung', 'franken', 'budget'],
          answer:
            'Gerne. In Zürich habe ich zwei passende 3-Zimmer-Wohnungen unter 2800 Franken, in Wipkingen und in Oerlikon. Soll ich Ihnen die Eckdaten nennen?',
        },
      ],
    },
    luca: {
      ...agentRoles.luca,
      description:
        'Luca berät zu Versicherungsprodukten, klärt den Bedarf ab und bucht Beratungstermine mit Ihren Fachleuten.',
      about:
        'Luca berät für Versicherungsagenturen. Er erklärt Produkte wie Hausrat-, Haftpflicht- oder Krankenzusatzversicherung in einfachen Worten, klärt den Bedarf ab und bucht einen Beratungstermin mit der zuständigen Fachperson.',
      examples: [
        'Brauche ich eine Hausratversicherung?',
        'Was deckt eine Privathaftpflicht ab?',
        'Ich möchte einen Beratungstermin für eine Zusatzversicherung.',
      ],
      helps: [
        'Erklärt Versicherungsprodukte verständlich',
        'Klärt den persönlichen Bedarf mit gezielten Fragen ab',
        'Bucht Beratungstermine mit Ihren Fachleuten',
      ],
      greeting:
        'Grüezi, hier ist Luca. Ich helfe Ihnen gerne bei Fragen zu Ihrer Versicherung und buche einen Beratungstermin für Sie.',
      replies: [
        {
          keywords: ['hausrat'],
          answer:
            'Eine Hausratversicherung ersetzt Ihre Einrichtung bei Feuer, Wasser oder Einbruch. Wenn Sie Möbel, Kleider und Geräte nicht selbst ersetzen könnten, lohnt sie sich.',
        },
        {
          keywords: ['haftpflicht'],
          answer:
            'Die Privathaftpflicht zahlt, wenn Sie anderen aus Versehen einen Schaden zufügen, etwa ein fremdes Handy fallen lassen – Sach- und Personenschäden.',
        },
        {
          keywords: ['beratung', 'termin', 'zusatzversicherung'],
          answer:
            'Gerne buche ich Ihnen einen Beratungstermin zur Zusatzversicherung. Passt Ihnen Dienstag um 10:00 Uhr oder Donnerstag um 16:00 Uhr?',
        },
      ],
    },
  } satisfies Record<
    VoiceAgentKey,
    {
      name: string;
      badge: string;
      description: string;
      about: string;
      examples: readonly string[];
      helps: readonly string[];
      greeting: string;
      /** The preview's answers to typed lines: the first entry with a keyword in the line. */
      replies: readonly PreviewReply[];
    }
  >,
} as const;
