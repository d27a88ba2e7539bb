import type { BlogPost } from './blog.types';

/**
 * The three built-in German sample articles (spec section 8): shown, labelled as examples,
 * when the data service fails or has no articles, and readable at `/blog/{slug}` without it.
 * Their slugs start with `beispiel-` so that they never collide with a real article.
 */
export const samplePosts: readonly BlogPost[] = [
  {
    id: 'beispiel-1',
    slug: 'beispiel-ki-sprachassistenten',
    title: 'Was KI-Sprachassistenten für kleine Unternehmen leisten',
    excerpt:
      'Rund um die Uhr erreichbar, Termine automatisch gebucht, häufige Fragen sofort beantwortet: ein Überblick, was moderne Sprachassistenten heute können.',
    image: null,
    date: '2024-10-15',
    author: 'Helvox Redaktion',
    content: `<h2>Immer erreichbar</h2>
<p>Ein KI-Sprachassistent nimmt jeden Anruf an – auch nachts, am Wochenende und wenn alle Leitungen besetzt sind. Er spricht mit natürlicher Stimme und versteht, was Anrufende wirklich wollen.</p>
<h2>Was er übernimmt</h2>
<ul>
<li>Termine buchen, verschieben und absagen, direkt im Kalender</li>
<li>Antworten auf häufige Fragen zu Öffnungszeiten, Preisen und Angebot</li>
<li>Anliegen aufnehmen und an die richtige Person weiterleiten</li>
</ul>
<p>So gewinnt Ihr Team Zeit für die Gespräche, die <strong>wirklich</strong> einen Menschen brauchen. <a href="/#demo">Jetzt kostenlose Demo anfragen</a>.</p>`,
  },
  {
    id: 'beispiel-2',
    slug: 'beispiel-praxen',
    title: 'Sprachassistenten in Praxen: mehr Ruhe am Empfang',
    excerpt:
      'Arzt-, Therapie- und Zahnarztpraxen erhalten täglich dutzende Terminanfragen. Wie ein Sprachassistent das Telefon übernimmt und das Praxisteam entlastet.',
    image: null,
    date: '2024-09-24',
    author: 'Helvox Redaktion',
    content: `<h2>Weniger Telefon, mehr Zeit</h2>
<p>Am Empfang einer Praxis laufen Telefon, Patientenaufnahme und Abrechnung gleichzeitig. Ein Sprachassistent nimmt Terminanfragen entgegen, beantwortet Fragen zur Anfahrt und nimmt Rezeptwünsche auf.</p>
<h2>Mit klaren Grenzen</h2>
<p>Der Assistent gibt <em>keine</em> medizinische Auskunft. Bei dringenden Anliegen verbindet er direkt mit dem Praxisteam oder verweist auf den Notruf.</p>
<ul>
<li>Termine im Praxiskalender buchen</li>
<li>Erinnerungen vor dem Termin verschicken</li>
<li>Hosting in der Schweiz, DSGVO-konform</li>
</ul>`,
  },
  {
    id: 'beispiel-3',
    slug: 'beispiel-automatisierung',
    title: 'Automatisierungs-Workflows: was nach dem Anruf passiert',
    excerpt:
      'Zusammenfassung per E-Mail, Eintrag im CRM, Bestätigung per WhatsApp: Wie ein Anruf automatisch die nächsten Schritte auslöst.',
    image: null,
    date: '2024-08-27',
    author: 'Helvox Redaktion',
    content: `<h2>Vom Anruf zur erledigten Aufgabe</h2>
<p>Nach jedem Gespräch liefert der Assistent strukturierte Daten. Automatisierungsplattformen wie n8n, Make oder Zapier verarbeiten sie weiter.</p>
<ol>
<li>Der Anruf wird zusammengefasst und per E-Mail verschickt.</li>
<li>Der Kontakt wird im CRM angelegt oder ergänzt.</li>
<li>Die anrufende Person erhält eine Bestätigung per SMS oder WhatsApp.</li>
</ol>
<p>So geht keine Anfrage verloren, und niemand muss Daten von Hand übertragen.</p>`,
  },
];

/** The built-in sample with this slug, if any. */
export function findSamplePost(slug: string): BlogPost | null {
  return samplePosts.find((post) => post.slug === slug) ?? null;
}
