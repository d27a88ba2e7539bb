import type { ForwardingRule } from '@machines/call-forwarding/call-forwarding.codes';
import type { NumberErrorCode } from '@machines/call-forwarding/call-forwarding.schema';
import { callForwardingMeta } from './call-forwarding-meta';

/** The call-forwarding guide (`/einrichten`): how calls reach the assistant. */
export const callForwarding = {
  meta: callForwardingMeta,
  title: 'So schalten Sie es ein',
  intro:
    'Ihr Assistent hat eine eigene Telefonnummer. Damit er Ihre Anrufe annimmt, leiten Sie sie mit einer Rufumleitung dorthin weiter: alle oder nur dann, wenn Sie nicht rangehen können. Auf dem Handy genügt dafür ein Code, den Sie in der Telefon-App wählen.',
  steps: [
    'Geben Sie die Nummer Ihres Assistenten ein.',
    'Wählen Sie, wann Anrufe weitergeleitet werden.',
    'Kopieren Sie den Code, fügen Sie ihn in der Telefon-App ein und drücken Sie die Anruftaste. Ihr Handy bestätigt die Umleitung.',
  ],
  formLabel: 'Rufumleitung',
  numberLabel: 'Nummer Ihres Assistenten',
  numberPlaceholder: 'z. B. 044 123 45 67',
  numberHelp: 'Schweizer oder Liechtensteiner Nummer, in jeder üblichen Schreibweise.',
  submit: 'Codes anzeigen',
  errors: {
    empty: 'Bitte geben Sie die Nummer Ihres Assistenten ein.',
    invalidChars: 'Die Nummer darf nur Ziffern, Leerzeichen und die Zeichen + ( ) / - . enthalten.',
    misplacedPlus: 'Das Pluszeichen gehört nur an den Anfang, zum Beispiel +41 44 123 45 67.',
    noPrefix: 'Bitte geben Sie die Nummer mit Vorwahl ein, zum Beispiel 044 123 45 67.',
    foreignCountry: 'Es sind nur Schweizer (+41) und Liechtensteiner (+423) Nummern möglich.',
    tooShort:
      'Die Nummer ist zu kurz: Schweizer Nummern haben 10 Ziffern (044 123 45 67), Liechtensteiner 7 nach +423.',
    tooLong:
      'Die Nummer ist zu lang: Schweizer Nummern haben 10 Ziffern (044 123 45 67), Liechtensteiner 7 nach +423.',
    unknownRange: 'Diese Nummer gibt es in der Schweiz und in Liechtenstein nicht.',
  } satisfies Record<NumberErrorCode, string>,
  rulesLegend: 'Wann weiterleiten?',
  rules: {
    all: {
      label: 'Alle Anrufe',
      help: 'Ihr Handy klingelt nicht mehr, jeder Anruf geht an den Assistenten.',
    },
    busy: { label: 'Wenn besetzt', help: 'Während Sie telefonieren.' },
    noAnswer: { label: 'Wenn Sie nicht abnehmen', help: 'Nach einer Wartezeit, die Sie wählen.' },
    unreachable: {
      label: 'Wenn nicht erreichbar',
      help: 'Handy ausgeschaltet oder ohne Empfang.',
    },
    conditional: {
      label: 'Alle bedingten',
      help: 'Besetzt, nicht abgenommen und nicht erreichbar zusammen.',
    },
  } satisfies Record<ForwardingRule, { label: string; help: string }>,
  delayLabel: 'Weiterleiten nach',
  seconds: (seconds: number) => `${seconds} Sekunden`,
  codesTitle: 'Ihre Codes',
  hint: 'Sobald Sie eine gültige Nummer eingegeben haben, erscheinen hier die Codes für Ihr Handy.',
  switchOn: 'Einschalten',
  switchOff: 'Ausschalten',
  switchOffHelp: 'Schaltet alle Umleitungen wieder aus.',
  copy: 'Kopieren',
  copySwitchOn: (rule: string) => `Code zum Einschalten («${rule}») kopieren`,
  copySwitchOff: 'Code zum Ausschalten kopieren',
  iphone:
    'iPhones wählen solche Codes nicht über einen Link: Kopieren Sie den Code und fügen Sie ihn in der Telefon-App ein.',
  standard:
    'Es sind die Standard-Codes des Mobilfunks (GSM, 3GPP TS 22.030), die die Schweizer und Liechtensteiner Netze verstehen.',
  copied: 'Code kopiert',
  copiedText: 'Fügen Sie ihn in der Telefon-App ein und drücken Sie die Anruftaste.',
  copyFailed: 'Kopieren nicht möglich',
  copyFailedText:
    'Ihr Browser hat den Zugriff auf die Zwischenablage verweigert. Markieren Sie den Code und kopieren Sie ihn von Hand.',
  landlineTitle: 'Festnetz und Telefonanlage',
  landline:
    'Für einen Festnetzanschluss richten Sie die Umleitung im Kundenportal Ihres Anbieters ein, bei einer Telefonanlage (PBX) in deren Verwaltung oder über Ihren Telefonie-Partner. Als Ziel tragen Sie dieselbe Nummer ein.',
} as const;
