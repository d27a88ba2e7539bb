/** The FAQ (the product's facts: setup, languages, offline use …), in a module of its own: only the FAQ island needs it. */
export const faq = {
  title: 'Häufig gestellte Fragen',
  items: [
    {
      id: 'item-1',
      question: 'Wie lange dauert die Einrichtung eines KI-Sprachassistenten?',
      answer:
        'Ein einfacher Sprachagent ist in 2–3 Werktagen einsatzbereit.\nMit Integrationen wie Kalender, CRM oder internen Prozessen rechnen wir mit 7–14 Werktagen.\nWir begleiten Sie vom ersten Gespräch bis zum Livegang.',
    },
    {
      id: 'item-2',
      question: 'Welche Sprachen werden unterstützt?',
      answer:
        'Unsere Assistenten sprechen Deutsch (Hochdeutsch), Englisch und Französisch.\nWeitere Sprachen sind auf Anfrage möglich.',
    },
    {
      id: 'item-3',
      question: 'Funktioniert der Assistent auch offline?',
      answer:
        'Nein. Der Assistent läuft in der Cloud und benötigt eine Internetverbindung.\nDas Hosting erfolgt in der Schweiz, DSGVO-konform.',
    },
    {
      id: 'item-4',
      question: 'Kann ich den Assistenten an mein Unternehmen anpassen?',
      answer:
        'Ja, vollständig: Begrüssung, Stimme, Tonfall, Wissen und Gesprächsabläufe richten wir nach Ihren Wünschen ein.\nÄnderungen an Öffnungszeiten, Leistungen oder Preisen übernehmen wir jederzeit.',
    },
    {
      id: 'item-5',
      question: 'Lässt sich der Assistent in meine bestehende Telefonanlage integrieren?',
      answer:
        'Ja. Die Anbindung erfolgt per Rufumleitung oder über SIP.\nWir arbeiten unter anderem mit Swisscom, Sunrise, Salt, Peoplefone und sipgate.\nIhre bestehende Telefonnummer bleibt erhalten.',
    },
    {
      id: 'item-6',
      question: 'Wie leite ich Anrufe an den Assistenten weiter?',
      answer:
        'Mit einer Rufumleitung auf die Nummer Ihres Assistenten: am Handy per Code, im Festnetz im Kundenportal Ihres Anbieters.',
      // A page of the site, linked below the answer.
      link: { to: '/einrichten', label: 'So schalten Sie es ein' },
    },
  ],
} as const;
