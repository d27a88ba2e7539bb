import { BRAND } from './brand';
import { waitlistMeta } from './waitlist-meta';

/** The waiting-list page (`/maintenance`) and its hidden gate to `/full`. */
export const waitlist = {
  meta: waitlistMeta,
  titlePrefix: 'Willkommen bei',
  title: `Willkommen bei ${BRAND}`,
  text: 'Wir bauen gerade etwas Besonderes – bald bist du Teil davon. Danke für deine Geduld!',
  emailLabel: 'Deine E-Mail-Adresse',
  emailPlaceholder: 'Deine E-Mail-Adresse',
  submit: 'Informiert werden',
  submitting: 'Wird gesendet...',
  tagline: 'KI-gestützte Sprachassistenten und Chatbots für moderne Unternehmen',
  privacy:
    'Diese Seite verwendet keine Cookies und kein Tracking. Deine E-Mail-Adresse bleibt in deinem Browser.',
  gate: 'Interner Zugang',
  passwordPrompt: 'Passwort',
  toasts: {
    joined: {
      title: 'Erfolgreich angemeldet!',
      description: `Du wirst informiert, sobald ${BRAND} verfügbar ist.`,
    },
  },
} as const;
