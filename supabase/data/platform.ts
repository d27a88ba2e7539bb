import type { BlogSeedRow } from './blog-seed.types';

/** Articles about the platform: calendars, workflows, telephony, data protection, voice. */
export const platformPosts: BlogSeedRow[] = [
  {
    id: '602e26c3-6197-464a-a86a-7be86f1b457d',
    slug: 'terminbuchung-kalender-crm',
    title: 'Terminbuchung rund um die Uhr: So verbindet sich der Assistent mit Kalender und CRM',
    excerpt:
      'Google Kalender, Outlook oder ein Branchen-CRM: Der Sprachassistent prüft freie Zeiten in Echtzeit und trägt Termine direkt ein. Ein Blick hinter die Kulissen.',
    image: '/images/blog/automation.svg',
    date: '2025-09-30',
    author: 'Reto Zimmermann',
    published: true,
    content: `<h2>Echtzeit statt Rückruf</h2>
<p>Der grösste Vorteil eines KI-Sprachassistenten zeigt sich bei der Terminvergabe: Statt eine Nachricht aufzunehmen und später zurückzurufen, bucht er den Termin <strong>noch während des Gesprächs</strong>.</p>
<h2>Welche Systeme angebunden werden</h2>
<ul>
<li>Google Kalender und Microsoft Outlook / Exchange</li>
<li>Gängige CRM-Systeme wie HubSpot oder Pipedrive</li>
<li>Branchenlösungen über Schnittstellen oder Automatisierungsplattformen</li>
</ul>
<h2>Ablauf eines Gesprächs</h2>
<ol>
<li>Der Anrufer nennt sein Anliegen, etwa eine Erstberatung.</li>
<li>Der Assistent fragt den Kalender nach passenden freien Zeiten ab.</li>
<li>Er bietet zwei bis drei Vorschläge an und bestätigt die Wahl.</li>
<li>Der Termin wird eingetragen, der Kontakt im CRM angelegt oder aktualisiert.</li>
</ol>
<p>Doppelbuchungen sind ausgeschlossen, weil der Assistent immer den aktuellen Stand des Kalenders sieht. Pufferzeiten, Mittagspausen und Feiertage berücksichtigt er automatisch.</p>
<p>Eine Anbindung an Kalender und CRM dauert in der Regel 7–14 Arbeitstage. <a href="/#demo">Jetzt Demo anfragen</a>.</p>`,
  },
  {
    id: '8ddfd57b-e1c3-40be-b3a6-df508f375cde',
    slug: 'workflow-automatisierung-nach-dem-anruf',
    title: 'Workflow-Automatisierung mit n8n, Make und Zapier: Was nach dem Anruf passiert',
    excerpt:
      'Ein Gespräch ist erst der Anfang. Zusammenfassung per E-Mail, Ticket im Helpdesk, Eintrag im CRM: So werden Anrufe automatisch zu erledigten Aufgaben.',
    image: '/images/blog/automation.svg',
    date: '2025-04-29',
    author: 'Reto Zimmermann',
    published: true,
    content: `<h2>Vom Gespräch zur Aufgabe</h2>
<p>Nach jedem Anruf liefert der Sprachassistent strukturierte Daten: Wer hat angerufen, was war das Anliegen, welcher Termin wurde vereinbart? Diese Daten lösen automatisch weitere Schritte aus.</p>
<h2>Beispiele aus der Praxis</h2>
<ul>
<li><strong>Zusammenfassung per E-Mail</strong> an das zuständige Teammitglied</li>
<li><strong>Ticket im Helpdesk</strong> bei Supportanfragen, inklusive Dringlichkeit</li>
<li><strong>Nachricht in Slack oder Microsoft Teams</strong> bei neuen Leads</li>
<li><strong>Bestätigung per WhatsApp</strong> an die anrufende Person</li>
</ul>
<h2>Werkzeuge, die wir einsetzen</h2>
<p>Für die Automatisierung nutzen wir bewährte Plattformen wie <em>n8n</em>, <em>Make</em> und <em>Zapier</em>. n8n lässt sich auch selbst in der Schweiz betreiben – ideal, wenn sensible Daten das Land nicht verlassen sollen.</p>
<h2>Klein anfangen</h2>
<p>Wir empfehlen, mit einem einzigen Ablauf zu starten, etwa der Zusammenfassung per E-Mail. Sobald dieser zuverlässig läuft, kommen weitere Schritte dazu. So wächst die Automatisierung mit Ihrem Betrieb.</p>`,
  },
  {
    id: 'ba35a2f5-52a5-49aa-b909-7b5e1d423af7',
    slug: 'telefonanlage-anrufweiterleitung-sip',
    title: 'Von der Anrufweiterleitung bis SIP: So binden Sie Ihre Telefonanlage an',
    excerpt:
      'Sie behalten Ihre bestehende Nummer. Ob einfache Weiterleitung oder SIP-Trunk bei Anbietern wie peoplefone, sipgate oder Twilio: Die wichtigsten Varianten im Überblick.',
    image: '/images/blog/telefon.svg',
    date: '2025-03-18',
    author: 'Marco Keller',
    published: true,
    content: `<h2>Ihre Nummer bleibt Ihre Nummer</h2>
<p>Eine der häufigsten Fragen lautet: Muss ich meine Telefonnummer wechseln? Die Antwort ist nein. Der Sprachassistent wird an Ihre bestehende Telefonie angebunden.</p>
<h2>Variante 1: Anrufweiterleitung</h2>
<p>Die einfachste Lösung ist eine Weiterleitung, zum Beispiel nach dreimaligem Klingeln, ausserhalb der Öffnungszeiten oder immer. Sie richten sie in wenigen Minuten bei Ihrem Anbieter ein.</p>
<h2>Variante 2: SIP-Anbindung</h2>
<p>Für mehr Flexibilität verbinden wir den Assistenten per SIP direkt mit Ihrer Telefonanlage. Das ermöglicht unter anderem:</p>
<ul>
<li>Weiterleiten an bestimmte Mitarbeitende oder Abteilungen</li>
<li>Übergabe mit Kontext, damit niemand doppelt fragen muss</li>
<li>Mehrere gleichzeitige Gespräche ohne Besetztzeichen</li>
</ul>
<p>Wir arbeiten mit verbreiteten Anbietern wie peoplefone, sipgate und Twilio zusammen. Wichtig zu wissen: Der Assistent läuft in der Cloud und benötigt eine Internetverbindung – einen Offline-Betrieb gibt es nicht.</p>`,
  },
  {
    id: '93dfb697-5241-45b1-9192-f4588100520f',
    slug: 'datenschutz-hosting-schweiz',
    title: 'Datenschutz: Hosting in der Schweiz und DSGVO-konforme Sprachassistenten',
    excerpt:
      'Wo werden Gespräche gespeichert, wer hat Zugriff und wie lange bleiben Daten erhalten? Antworten auf die wichtigsten Datenschutzfragen zu KI-Sprachassistenten.',
    image: null,
    date: '2025-02-11',
    author: 'Sandra Meier',
    published: true,
    content: `<h2>Warum der Standort zählt</h2>
<p>Telefongespräche enthalten persönliche Daten: Namen, Telefonnummern, manchmal Gesundheitsinformationen. Deshalb hosten wir unsere Sprachassistenten <strong>in der Schweiz</strong> und verarbeiten Daten gemäss dem Schweizer Datenschutzgesetz (DSG) und der DSGVO.</p>
<h2>Unsere Grundsätze</h2>
<ul>
<li>Datenminimierung: Erfasst wird nur, was für das Anliegen nötig ist.</li>
<li>Transparenz: Der Assistent gibt sich zu Beginn als KI zu erkennen.</li>
<li>Kontrolle: Sie bestimmen Aufbewahrungsfristen und Löschregeln.</li>
<li>Verschlüsselung bei Übertragung und Speicherung.</li>
</ul>
<h2>Auftragsverarbeitung</h2>
<p>Mit jeder Kundin und jedem Kunden schliessen wir einen Auftragsverarbeitungsvertrag ab. Darin ist genau geregelt, welche Daten wofür verwendet werden.</p>
<p>Weitere Informationen zum Datenschutz in der Schweiz finden Sie beim <a href="https://www.edoeb.admin.ch/">Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten</a>.</p>`,
  },
  {
    id: '69b128b8-0b75-4975-a608-81c9e84952b9',
    slug: 'natuerliche-stimme-sprachen',
    title: 'Die richtige Stimme: Wie natürlich klingt ein KI-Sprachassistent?',
    excerpt:
      'Hochdeutsch, Englisch, Französisch – und eine Stimme, die zu Ihrer Marke passt. Worauf es bei der Stimmauswahl ankommt und was moderne Sprachsynthese heute leistet.',
    image: '/images/blog/studio.svg',
    date: '2025-01-21',
    author: 'Lea Brunner',
    published: true,
    content: `<h2>Kein Roboter mehr</h2>
<p>Wer an Telefoncomputer denkt, hat oft monotone Ansagen im Ohr. Moderne Sprachsynthese klingt anders: mit natürlicher Betonung, kurzen Pausen und einer Sprechweise, die sich kaum von einem Menschen unterscheidet.</p>
<h2>Unterstützte Sprachen</h2>
<p>Unsere Assistenten sprechen <strong>Deutsch (Hochdeutsch)</strong>, <strong>Englisch</strong> und <strong>Französisch</strong>. Weitere Sprachen sind auf Anfrage möglich. Viele Anrufende wechseln mitten im Gespräch die Sprache – der Assistent folgt ihnen.</p>
<h2>So finden Sie Ihre Stimme</h2>
<ul>
<li>Passt die Stimme zu Ihrer Kundschaft? Ein Spa klingt anders als eine IT-Firma.</li>
<li>Wie schnell soll gesprochen werden? Ruhiger ist oft verständlicher.</li>
<li>Wie förmlich ist die Anrede? Sie oder Du, ganz nach Ihrer Marke.</li>
</ul>
<p>Am besten hören Sie selbst: <a href="/agents">Testen Sie unsere Demo-Assistenten</a> direkt im Browser.</p>`,
  },
  {
    id: 'd575edc1-ab92-42ca-b71a-43acfee7f282',
    slug: 'whatsapp-chatbot-und-sprachassistent',
    title: 'WhatsApp-Chatbot und Sprachassistent: ein Kanal für alle Anfragen',
    excerpt:
      'Manche rufen an, andere schreiben lieber. Wie Telefon, Website-Chat, WhatsApp und Social Media zusammenspielen, ohne dass Ihr Team den Überblick verliert.',
    image: '/images/blog/agentur.svg',
    date: '2024-12-10',
    author: 'Marco Keller',
    published: true,
    content: `<h2>Kundschaft wählt den Kanal</h2>
<p>Jüngere Kundinnen und Kunden schreiben lieber eine WhatsApp-Nachricht, andere greifen zum Telefon. Für Ihr Team bedeutet das: mehrere Posteingänge, verstreute Informationen und doppelte Arbeit.</p>
<h2>Ein Wissen, viele Kanäle</h2>
<p>Sprachassistent und Chatbot greifen auf dieselbe Wissensbasis zu. Eine Änderung der Öffnungszeiten pflegen Sie einmal – und sie gilt überall:</p>
<ul>
<li>Telefon mit KI-Sprachassistent</li>
<li>Chat auf der Website</li>
<li>WhatsApp Business und Telegram</li>
<li>Nachrichten auf Instagram und Facebook</li>
</ul>
<h2>Übergabe an Menschen</h2>
<p>Nicht jede Anfrage gehört in die Automatisierung. Bei Beschwerden oder komplexen Fragen übergibt der Bot das Gespräch mit dem bisherigen Verlauf an Ihr Team. So muss niemand von vorne beginnen.</p>`,
  },
  {
    id: 'b572dd23-ce51-4b54-9433-8b30a63e2add',
    slug: 'sichere-inhalte-im-blog',
    title: 'Sichere Inhalte: Warum wir jeden Blogartikel vor der Anzeige prüfen',
    excerpt:
      'Inhalte aus Datenbanken und Redaktionssystemen sind nicht automatisch harmlos. Wie die Website eingebettete Skripte, Formulare und gefährliche Links entschärft.',
    image: '/images/blog/telefon.svg',
    date: '2024-11-19',
    author: 'Helvox Redaktion',
    published: true,
    // Deliberately hostile markup: the sanitiser must neutralise every part of it (e2e test).
    content: `<h2>Vertrauen ist gut, Prüfung ist besser</h2>
<p onclick="window.__helvoxXss = 'onclick'">Blogartikel entstehen in Redaktionssystemen, werden kopiert, eingefügt und automatisch importiert. Dabei kann unbemerkt Code in einen Text geraten, der im Browser ausgeführt würde.</p>
<script>window.__helvoxXss = 'script';</script>
<h2>Was die Website entfernt</h2>
<ul>
<li>Skripte und Event-Handler wie <code>onerror</code> oder <code>onclick</code></li>
<li>Links mit <code>javascript:</code>-Adressen</li>
<li>Eingebettete Fremdseiten (iframes) und Formulare</li>
</ul>
<p><img src="data:image/png;base64,AAAA" onerror="window.__helvoxXss = 'onerror'" alt="">Überschriften, Listen, <strong>Hervorhebungen</strong> und <em>normale Links</em> bleiben dagegen erhalten.</p>
<p>Diese <a href="javascript:window.__helvoxXss = 'link'">Checkliste</a> ist deshalb nur noch Text.</p>
<iframe src="https://tracker.helvox.invalid/pixel" title="Tracker"></iframe>
<form action="https://collect.helvox.invalid/" method="post"><input name="email" type="email"><button type="submit">Jetzt eintragen</button></form>
<h2>Fazit</h2>
<p>Sicherheit beginnt nicht erst beim Telefon. Auch die Website behandelt Daten aus fremden Quellen mit Vorsicht. Mehr dazu im Artikel <a href="/blog/datenschutz-hosting-schweiz">Datenschutz und Hosting in der Schweiz</a>.</p>`,
  },
  {
    id: '02256ab3-139e-4a68-b657-41eafd4af375',
    slug: 'entwurf-preise-2026',
    title: 'Entwurf: Preise und Pakete 2026',
    excerpt: 'Interner Entwurf – noch nicht veröffentlichen.',
    image: null,
    date: '2026-01-13',
    author: 'Helvox Redaktion',
    published: false,
    content: `<h2>Pakete</h2>
<p>Entwurf der neuen Preisstruktur. <strong>Nicht veröffentlichen</strong>, bis die Preise freigegeben sind.</p>
<ul>
<li>Starter</li>
<li>Business</li>
<li>Enterprise</li>
</ul>`,
  },
];
