/** Demo-request form: labels, validation messages and toasts. */
export const demoForm = {
  formLabel: 'Demo-Anfrage',
  name: { label: 'Name', placeholder: 'Ihr Name' },
  email: { label: 'E-Mail', placeholder: 'ihre@email.ch' },
  message: {
    label: 'Nachricht',
    optional: '(optional)',
    placeholder: 'Erzählen Sie uns kurz von Ihrem Unternehmen …',
  },
  counter: (length: number) => `${length}/1000 Zeichen`,
  submit: 'Testversion anfragen',
  submitting: 'Wird gesendet...',
  privacy: 'Ihre Angaben verwenden wir nur, um Ihre Anfrage zu beantworten.',
  errors: {
    'name.tooShort': 'Name muss mindestens 2 Zeichen lang sein',
    'name.tooLong': 'Name darf maximal 100 Zeichen lang sein',
    'name.invalidChars': 'Name enthält ungültige Zeichen',
    'email.invalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    'email.tooLong': 'E-Mail darf maximal 255 Zeichen lang sein',
    'message.tooLong': 'Nachricht darf maximal 1000 Zeichen lang sein',
    invalid: 'Ungültige Eingabe',
  },
  toasts: {
    invalid: { title: 'Eingabefehler', description: 'Bitte überprüfen Sie Ihre Eingaben.' },
    failed: {
      title: 'Fehler beim Senden',
      description: 'Bitte versuchen Sie es später erneut oder kontaktieren Sie uns direkt.',
    },
    sent: {
      title: 'Anfrage erfolgreich gesendet!',
      description: 'Wir melden uns zeitnah bei Ihnen für die kostenlose Demo.',
    },
  },
} as const;
