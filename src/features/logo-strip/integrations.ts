export type IntegrationCategory = 'automation' | 'voice' | 'communication' | 'messaging' | 'cloud';

export interface Integration {
  name: string;
  category: IntegrationCategory;
  /**
   * Local SVG under `public/logos/`, made by `src/build/partner-logos.ts` (the brand's mark from
   * simple-icons and its name, or its name alone); width in CSS pixels at 40 px height, the
   * SVG's own, so the image keeps its box before it loads.
   */
  logo: string;
  width: number;
}

/** Partner integrations shown in the technologies strip, grouped by category. */
export const INTEGRATIONS = [
  { name: 'Make', category: 'automation', logo: '/logos/make.svg', width: 73 },
  { name: 'n8n', category: 'automation', logo: '/logos/n8n.svg', width: 62 },
  { name: 'Zapier', category: 'automation', logo: '/logos/zapier.svg', width: 81 },
  { name: 'Vapi', category: 'voice', logo: '/logos/vapi.svg', width: 35 },
  { name: 'ElevenLabs', category: 'voice', logo: '/logos/elevenlabs.svg', width: 122 },
  { name: 'OpenAI', category: 'voice', logo: '/logos/openai.svg', width: 59 },
  { name: 'Twilio', category: 'communication', logo: '/logos/twilio.svg', width: 47 },
  { name: 'sipgate', category: 'communication', logo: '/logos/sipgate.svg', width: 58 },
  { name: 'Peoplefone', category: 'communication', logo: '/logos/peoplefone.svg', width: 89 },
  { name: 'WhatsApp', category: 'messaging', logo: '/logos/whatsapp.svg', width: 113 },
  { name: 'Telegram', category: 'messaging', logo: '/logos/telegram.svg', width: 103 },
  { name: 'Instagram', category: 'messaging', logo: '/logos/instagram.svg', width: 110 },
  { name: 'Supabase', category: 'cloud', logo: '/logos/supabase.svg', width: 109 },
  { name: 'Google Cloud', category: 'cloud', logo: '/logos/google-cloud.svg', width: 138 },
  { name: 'Azure', category: 'cloud', logo: '/logos/azure.svg', width: 47 },
] as const satisfies readonly Integration[];

export type IntegrationName = (typeof INTEGRATIONS)[number]['name'];
