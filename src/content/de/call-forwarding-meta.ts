import { BRAND } from './brand';

/** Title and description of `/einrichten` (its route `head()` is in the first bundle). */
export const callForwardingMeta = {
  title: `So schalten Sie es ein: Anrufe an Ihren Assistenten weiterleiten | ${BRAND}`,
  description:
    'Leiten Sie Anrufe per Code an Ihren KI-Assistenten weiter: Nummer eingeben, Regel wählen, Code kopieren und in der Telefon-App wählen. Mit Hinweisen für Festnetz und Telefonanlage.',
} as const;
