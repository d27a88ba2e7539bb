import type { BlogSeedRow } from './blog-seed.types';

/** Articles for the target groups: practices, studios, agencies, real estate, law, trades. */
export const industryPosts: BlogSeedRow[] = [
  {
    id: '4d911783-4480-4970-8f34-89ea4119130f',
    slug: 'ki-telefonassistent-arztpraxis',
    title: 'KI-Telefonassistent für die Arztpraxis: weniger Warteschleife, mehr Zeit für Patienten',
    excerpt:
      'Montagmorgen, 8 Uhr: Das Telefon klingelt ununterbrochen. Wie ein KI-Sprachassistent Terminanfragen, Rezeptbestellungen und Fragen zu Öffnungszeiten übernimmt – und das Praxisteam entlastet.',
    image: '/images/blog/praxis.svg',
    date: '2025-10-07',
    author: 'Lea Brunner',
    published: true,
    content: `<h2>Das Telefon als Engpass</h2>
<p>In vielen Hausarzt- und Physiotherapiepraxen fällt rund ein Drittel der Arbeitszeit am Empfang auf das Telefon. Gleichzeitig warten Patientinnen und Patienten in der Leitung, während vorne jemand die Versichertenkarte einliest. Das Ergebnis kennen alle: <strong>verpasste Anrufe</strong>, gestresste Medizinische Praxisassistentinnen und unzufriedene Anrufende.</p>
<h2>Was der Sprachassistent übernimmt</h2>
<p>Ein KI-Telefonassistent nimmt jeden Anruf sofort an – auch in der Mittagspause und am Abend. Er versteht natürliche Sprache und erledigt die häufigsten Anliegen selbstständig:</p>
<ul>
<li>Termine vereinbaren, verschieben oder absagen, direkt im Praxiskalender</li>
<li>Fragen zu Öffnungszeiten, Parkplätzen und Anfahrt beantworten</li>
<li>Rezept- und Zeugnisanfragen aufnehmen und ans Team weiterleiten</li>
<li>Dringende Fälle erkennen und sofort an eine Person durchstellen</li>
</ul>
<h2>Sicherheit geht vor</h2>
<p>Medizinische Beratung gibt der Assistent bewusst <em>nicht</em>. Bei Symptomen, die auf einen Notfall hindeuten, verweist er auf die Notrufnummer 144 oder verbindet mit der Praxis. Alle Gesprächsdaten werden in der Schweiz gehostet und gemäss DSG und DSGVO verarbeitet.</p>
<h2>In wenigen Tagen startklar</h2>
<p>Ein einfacher Assistent ist in 2–3 Arbeitstagen eingerichtet. Mit Anbindung an Kalender und Praxissoftware rechnen wir mit 7–14 Arbeitstagen. Möchten Sie hören, wie das klingt? <a href="/clara-agent">Sprechen Sie mit Clara</a>, unserer Demo-Assistentin für Arztpraxen.</p>`,
  },
  {
    id: '612dccb8-3615-47b1-aa6b-67d6d2e2281f',
    slug: 'beauty-wellness-studio-buchungen',
    title: 'Beauty- und Wellnessstudios: Nie wieder verpasste Buchungsanfragen',
    excerpt:
      'Während der Behandlung klingelt das Telefon – und die Kundin bucht bei der Konkurrenz. Ein Sprachassistent nimmt Buchungen an, während Sie sich ganz auf Ihre Gäste konzentrieren.',
    image: '/images/blog/studio.svg',
    date: '2025-09-16',
    author: 'Sandra Meier',
    published: true,
    content: `<h2>Hände voll, Telefon klingelt</h2>
<p>Ob Kosmetik, Massage oder Nagelstudio: Wer gerade eine Behandlung durchführt, kann nicht ans Telefon. Studien aus dem Dienstleistungsbereich zeigen, dass ein Grossteil der Anrufenden bei keiner Antwort nicht auf die Combox spricht, sondern einfach weitersucht.</p>
<h2>Buchen wie im Gespräch an der Theke</h2>
<p>Der KI-Sprachassistent kennt Ihr Angebot, Ihre Preise und die Dauer jeder Behandlung. Er schlägt freie Zeiten vor, fragt nach Wünschen und trägt den Termin direkt in Ihr Buchungssystem ein. Auf Wunsch erhält die Kundin eine Bestätigung per SMS oder WhatsApp.</p>
<ul>
<li><strong>24/7 erreichbar</strong> – auch sonntags, wenn viele ihre Woche planen</li>
<li><strong>Weniger Ausfälle</strong> dank automatischer Erinnerungen</li>
<li><strong>Freundlich und geduldig</strong>, auch bei der fünften Frage zum Gutschein</li>
</ul>
<h2>Ihr Ton, Ihre Regeln</h2>
<p>Sie bestimmen, wie der Assistent klingt und was er sagt. Sollen Neukundinnen zuerst ein Beratungsgespräch erhalten? Sollen bestimmte Behandlungen nur nach Rücksprache gebucht werden? All das lässt sich einstellen – ohne dass Sie programmieren müssen.</p>
<p>Neugierig? <a href="/#demo">Fordern Sie eine kostenlose Demo an</a> und hören Sie, wie Ihr Studio am Telefon klingen könnte.</p>`,
  },
  {
    id: '0b3dfafc-935f-49ac-a4ad-56fa4a905489',
    slug: 'fitness-physiotherapie-mitgliederanfragen',
    title: 'Fitnessstudio und Physiotherapie: Mitgliederanfragen automatisch beantworten',
    excerpt:
      'Probetraining, Kursplan, Abo-Pause: Immer wieder dieselben Fragen. So beantwortet ein KI-Assistent sie rund um die Uhr und bucht Probetrainings direkt in den Kalender.',
    image: null,
    date: '2025-09-16',
    author: 'Marco Keller',
    published: true,
    content: `<h2>Die zehn häufigsten Fragen</h2>
<p>Wer ein Fitnessstudio oder eine Physiotherapie führt, kennt das Muster: Ein Grossteil der Anrufe dreht sich um dieselben Themen. Wann ist der Yogakurs? Kann ich mein Abo während der Ferien pausieren? Gibt es ein Probetraining?</p>
<p>Genau hier spielt ein Sprachassistent seine Stärken aus. Er beantwortet Standardfragen sofort und korrekt – und zwar jedes Mal gleich gut.</p>
<h2>Probetrainings, die wirklich stattfinden</h2>
<p>Interessierte rufen oft abends an, wenn niemand mehr am Empfang steht. Der Assistent bucht das Probetraining direkt, schickt eine Bestätigung und erinnert am Vortag daran. So werden aus Anrufen tatsächlich neue Mitglieder.</p>
<ol>
<li>Anrufer fragt nach einem Probetraining</li>
<li>Der Assistent schlägt drei freie Zeiten vor</li>
<li>Termin und Kontaktdaten landen im CRM</li>
<li>Am Vortag folgt eine Erinnerung per SMS</li>
</ol>
<h2>Physiotherapie: Verordnung im Blick</h2>
<p>In der Physiotherapie fragt der Assistent zusätzlich nach der ärztlichen Verordnung und der Anzahl Sitzungen. <em>Medizinische Fragen</em> leitet er an das Fachpersonal weiter.</p>`,
  },
  {
    id: 'a77080a9-3591-4787-a31c-dd369a734600',
    slug: 'agenturen-sprachassistenten-als-service',
    title: 'Für Agenturen: KI-Sprachassistenten als neuen Service anbieten',
    excerpt:
      'Digitalagenturen und Freelancer können Sprachassistenten unter eigenem Namen für ihre Kundschaft einrichten. Was es dafür braucht und wie die Zusammenarbeit aussieht.',
    image: '/images/blog/agentur.svg',
    date: '2025-08-26',
    author: 'Marco Keller',
    published: true,
    content: `<h2>Vom Webprojekt zum laufenden Service</h2>
<p>Viele Agenturen bauen Websites, betreuen Kampagnen und richten Newsletter ein. Ein KI-Sprachassistent ergänzt dieses Angebot ideal: Er ist schnell aufgesetzt, schafft sofort sichtbaren Nutzen und bringt wiederkehrende Einnahmen.</p>
<h2>So funktioniert die Partnerschaft</h2>
<ul>
<li><strong>Sie</strong> kennen die Kundschaft, ihre Prozesse und ihren Tonfall.</li>
<li><strong>Wir</strong> liefern die Technik: Sprachmodell, Telefonie, Hosting in der Schweiz.</li>
<li><strong>Gemeinsam</strong> entwickeln wir Gesprächsabläufe, die zur Marke passen.</li>
</ul>
<h2>Typische Einsatzfelder</h2>
<p>Besonders gefragt sind Assistenten für Terminbuchungen, Lead-Qualifizierung und Erstkontakt. Eine Immobilienagentur etwa lässt Anfragen zu Objekten vorqualifizieren, ein Coaching-Anbieter bucht Erstgespräche automatisch.</p>
<blockquote>Unsere Kundschaft merkt vor allem eines: Es geht niemand mehr verloren, der anruft.</blockquote>
<p>Interesse an einer Zusammenarbeit? Schreiben Sie uns an <a href="mailto:info@helvox.ch">info@helvox.ch</a>.</p>`,
  },
  {
    id: '8edc2014-8a4f-4c48-9f49-4af771bdfe32',
    slug: 'immobilien-erstkontakt-besichtigungen',
    title: 'Immobilienmakler: Erstkontakt und Besichtigungstermine automatisieren',
    excerpt:
      'Auf ein gutes Inserat folgen dutzende Anrufe. Ein Sprachassistent beantwortet Fragen zum Objekt, qualifiziert Interessenten und vergibt Besichtigungstermine.',
    image: null,
    date: '2025-07-22',
    author: 'Lea Brunner',
    published: true,
    content: `<h2>Fünfzig Anrufe für eine Wohnung</h2>
<p>Eine attraktive Wohnung in Zürich oder Bern löst innert Stunden eine Flut von Anfragen aus. Die meisten Fragen sind dieselben: Ist die Wohnung noch frei? Sind Haustiere erlaubt? Wann ist die nächste Besichtigung?</p>
<h2>Vorqualifizieren statt verzetteln</h2>
<p>Der KI-Assistent kennt die Eckdaten jedes Objekts und beantwortet diese Fragen sofort. Zusätzlich erfasst er die wichtigsten Angaben der Interessenten:</p>
<ul>
<li>gewünschter Einzugstermin und Haushaltsgrösse</li>
<li>Budget und Finanzierungsnachweis beim Kauf</li>
<li>bevorzugte Zeiten für eine Besichtigung</li>
</ul>
<p>Passt das Profil, vergibt er direkt einen Besichtigungstermin. So investieren Sie Ihre Zeit dort, wo sie am meisten bringt: bei der persönlichen Beratung vor Ort.</p>
<h2>Ausprobieren</h2>
<p>Unsere Demo-Agentin <a href="/mia-agent">Mia</a> zeigt, wie ein solcher Erstkontakt klingt. Die Buchungen in der Demo sind nur simuliert.</p>`,
  },
  {
    id: '79129596-a1b0-43c9-bced-8d5e55cd2dca',
    slug: 'kanzleien-vertraulich-erreichbar',
    title: 'Anwalts- und Beratungskanzleien: vertraulich, freundlich, jederzeit erreichbar',
    excerpt:
      'Mandantinnen und Mandanten erwarten schnelle Reaktionen. Wie ein Sprachassistent Erstanfragen strukturiert aufnimmt, ohne je eine Rechtsauskunft zu geben.',
    image: '/images/blog/telefon.svg',
    date: '2025-06-10',
    author: 'Sandra Meier',
    published: true,
    content: `<h2>Der erste Eindruck zählt</h2>
<p>Wer eine Kanzlei anruft, hat oft ein dringendes Anliegen. Landet der Anruf auf der Combox, ist das Vertrauen schnell dahin. Ein Sprachassistent nimmt jeden Anruf an, begrüsst im Namen der Kanzlei und nimmt das Anliegen strukturiert auf.</p>
<h2>Klare Grenzen</h2>
<p>Wichtig: Der Assistent erteilt <strong>keine Rechtsauskunft</strong>. Er erfasst Name, Kontaktdaten, Rechtsgebiet und Dringlichkeit und vereinbart einen Rückruf oder ein Erstgespräch. Fragen zum Fall beantwortet ausschliesslich die zuständige Person.</p>
<h2>Vertraulichkeit by Design</h2>
<ul>
<li>Hosting in der Schweiz, verschlüsselte Übertragung</li>
<li>Aufbewahrungsfristen nach Ihren Vorgaben</li>
<li>Keine Verwendung der Gespräche zum Training fremder Modelle</li>
</ul>
<p>Mehr zu unseren Grundsätzen lesen Sie im Artikel <a href="/blog/datenschutz-hosting-schweiz">Datenschutz und Hosting in der Schweiz</a>.</p>`,
  },
  {
    id: 'd9944a97-05d1-42e8-ac4c-a401204b1bd1',
    slug: 'handwerk-auftraege-annehmen',
    title: 'Handwerk und Dienstleistung: Aufträge annehmen, während Sie auf der Baustelle sind',
    excerpt:
      'Sanitär, Elektro, Malerei: Wer arbeitet, kann nicht telefonieren. Ein KI-Assistent nimmt Aufträge entgegen, erkennt Notfälle und plant Besichtigungen ein.',
    image: null,
    date: '2025-05-13',
    author: 'Reto Zimmermann',
    published: true,
    content: `<h2>Zwischen Leiter und Lieferwagen</h2>
<p>Handwerksbetriebe verlieren Aufträge nicht wegen schlechter Arbeit, sondern weil niemand abnimmt. Wer auf dem Dach steht oder eine Leitung verlegt, hat keine Hand frei für das Telefon.</p>
<h2>Was der Assistent erfasst</h2>
<p>Der Sprachassistent fragt gezielt nach, was für eine Offerte oder einen Einsatz nötig ist:</p>
<ul>
<li>Art des Auftrags und kurze Beschreibung des Problems</li>
<li>Adresse und Zugänglichkeit, zum Beispiel Stockwerk und Parkmöglichkeit</li>
<li>Gewünschter Zeitraum und Kontaktdaten</li>
</ul>
<h2>Notfälle zuerst</h2>
<p>Bei einem Wasserschaden zählt jede Minute. Erkennt der Assistent einen Notfall, leitet er den Anruf sofort an die Pikettnummer weiter. Alle anderen Anfragen landen sauber aufbereitet in Ihrem Posteingang oder direkt im Auftragssystem.</p>
<p><em>Tipp:</em> Kombinieren Sie den Assistenten mit einer automatischen Terminbestätigung per SMS – das spart Rückfragen.</p>`,
  },
];
