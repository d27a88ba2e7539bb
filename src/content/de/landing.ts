import { BRAND } from './brand';
import { faq } from './faq';

/** Landing page sections, in page order. */
export const landing = {
  hero: {
    title: 'KI-Sprachassistenten für moderne Unternehmen',
    lead: '24/7 erreichbar – automatisiert, freundlich, professionell',
    audience: 'Ideal für Praxen, Studios, Agenturen & kleine Unternehmen',
    more: 'Mehr erfahren',
    /** Opens the voice widget's dialog and starts the call in the same press. */
    liveDemo: 'Live-Demo starten',
  },
  about: {
    title: `Was ist ${BRAND}?`,
    titlePrefix: 'Was ist',
    paragraphs: [
      `${BRAND} ist ein KI-Sprachassistent, der Ihr Telefon annimmt, wenn Sie es nicht können: Er begrüsst Anrufende mit natürlicher Stimme, beantwortet wiederkehrende Fragen und bucht Termine direkt in Ihren Kalender oder Ihr CRM.`,
      'Wir richten jeden Assistenten individuell für Ihr Unternehmen ein – mit Ihren Öffnungszeiten, Ihren Leistungen und Ihrem Tonfall. Dazu automatisieren wir auf Wunsch auch WhatsApp-Chats, Social-Media-Nachrichten und interne Abläufe.',
      'Alle Daten werden in der Schweiz oder der EU gehostet und DSGVO-konform verarbeitet.',
    ],
    facts: [
      { value: '24/7', label: 'erreichbar, auch an Feiertagen' },
      { value: '2–3', label: 'Werktage bis zum ersten Agenten' },
      { value: '3', label: 'Sprachen: Deutsch, Englisch, Französisch' },
    ],
  },
  benefits: {
    title: 'Ihre Vorteile',
    intro: 'Was ein KI-Sprachassistent für Ihr Team übernimmt – jeden Tag, ohne Wartezeit.',
    items: [
      {
        icon: 'clock',
        title: 'Rund um die Uhr erreichbar',
        text: 'Kein Anruf geht mehr verloren: Ihr Assistent nimmt ab, auch abends, am Wochenende und wenn Ihr Team im Gespräch ist.',
      },
      {
        icon: 'calendar',
        title: 'Termine automatisch gebucht',
        text: 'Der Assistent prüft freie Zeiten in Ihrem Kalender oder CRM und bucht, verschiebt oder storniert Termine direkt im Gespräch.',
      },
      {
        icon: 'message',
        title: 'Antworten auf häufige Fragen',
        text: 'Öffnungszeiten, Preise, Anfahrt, Unterlagen: Wiederkehrende Fragen beantwortet er sofort – Ihr Team kümmert sich um das Wesentliche.',
      },
      {
        icon: 'voice',
        title: 'Natürliche Stimme',
        text: 'Freundlich, ruhig und gut verständlich: Anrufende sprechen wie mit einer Person, nicht mit einem Tastenmenü.',
      },
      {
        icon: 'shield',
        title: 'Hosting in der Schweiz',
        text: 'Ihre Daten bleiben in der Schweiz oder der EU. Verarbeitung DSGVO-konform, mit klaren Verträgen und ohne Tracking.',
      },
      {
        icon: 'channels',
        title: 'Alle Kanäle automatisiert',
        text: 'Telefon, Website, WhatsApp und Social Media aus einer Hand – inklusive CRM-Anbindung und internen Workflows.',
      },
    ],
  },
  targets: {
    title: 'Für wen eignet sich ein KI-Sprachassistent?',
    intro: 'Für alle, bei denen das Telefon klingelt, während die Hände beschäftigt sind.',
    items: [
      {
        icon: 'sparkles',
        title: 'Beauty- & Wellness-Studios',
        text: 'Während Sie behandeln, vergibt der Assistent Termine für Kosmetik, Massage oder Nails und erinnert an Vorbereitungen.',
      },
      {
        icon: 'heart',
        title: 'Fitness- & Gesundheitspraxen',
        text: 'Physiotherapie, Ernährungsberatung oder Studio: Probetrainings und Behandlungen werden gebucht, Rückfragen sofort beantwortet.',
      },
      {
        icon: 'home',
        title: 'Immobilienmakler',
        text: 'Interessenten erhalten rund um die Uhr Auskunft zu Objekten und vereinbaren Besichtigungen, ohne dass Leads verloren gehen.',
      },
      {
        icon: 'scale',
        title: 'Kanzleien & Beratungen',
        text: 'Der Assistent nimmt Mandatsanfragen diskret auf, klärt das Anliegen vor und plant Erstgespräche ein.',
      },
      {
        icon: 'wrench',
        title: 'Handwerk & Dienstleistungen',
        text: 'Auftragsanfragen auf der Baustelle verpassen? Nie mehr: Notfälle werden erkannt, Anfragen mit Adresse und Rückrufnummer aufgenommen.',
      },
      {
        icon: 'briefcase',
        title: 'Agenturen & Freelancer',
        text: 'Konzentriert arbeiten statt ständig ans Telefon: Neue Projektanfragen werden qualifiziert und direkt in Ihr CRM übertragen.',
      },
    ],
  },
  technologies: {
    title: 'Technologien & Integrationen',
    intro: 'Wir verbinden Ihren Assistenten mit den Werkzeugen, die Sie schon nutzen.',
    stripLabel: 'Partner-Integrationen',
    pause: 'Laufband anhalten',
    resume: 'Laufband fortsetzen',
    note: 'Weitere Integrationen auf Anfrage – sprechen Sie uns an.',
    categories: {
      automation: 'Automatisierung',
      voice: 'Voice AI',
      communication: 'Kommunikation',
      messaging: 'Messaging',
      cloud: 'Cloud',
    },
  },
  demo: {
    title: 'Kostenlose Demo anfragen',
    subtitle:
      'Jetzt kostenlose Demo anfragen – unverbindlich testen, wie ein KI-Agent auch Ihr Business entlasten kann.',
  },
  faq,
} as const;
