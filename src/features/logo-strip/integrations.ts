export type IntegrationCategory = 'automation' | 'voice' | 'communication' | 'messaging' | 'cloud';

export interface Integration {
  name: string;
  category: IntegrationCategory;
  /** Local SVG under `public/logos/`; width in CSS pixels at 40 px height. */
  logo: string;
  width: number;
}

/** Partner integrations shown in the technologies strip, grouped by category. */
export const INTEGRATIONS: readonly Integration[] = [
  { name: 'Make', category: 'automation', logo: '/logos/make.svg', width: 92 },
  { name: 'n8n', category: 'automation', logo: '/logos/n8n.svg', width: 83 },
  { name: 'Zapier', category: 'automation', logo: '/logos/zapier.svg', width: 111 },
  { name: 'Vapi', category: 'voice', logo: '/logos/vapi.svg', width: 92 },
  { name: 'ElevenLabs', category: 'voice', logo: '/logos/elevenlabs.svg', width: 148 },
  { name: 'OpenAI', category: 'voice', logo: '/logos/openai.svg', width: 111 },
  { name: 'Twilio', category: 'communication', logo: '/logos/twilio.svg', width: 111 },
  { name: 'sipgate', category: 'communication', logo: '/logos/sipgate.svg', width: 120 },
  { name: 'Peoplefone', category: 'communication', logo: '/logos/peoplefone.svg', width: 148 },
  { name: 'WhatsApp', category: 'messaging', logo: '/logos/whatsapp.svg', width: 129 },
  { name: 'Telegram', category: 'messaging', logo: '/logos/telegram.svg', width: 129 },
  { name: 'Instagram', category: 'messaging', logo: '/logos/instagram.svg', width: 138 },
  { name: 'Supabase', category: 'cloud', logo: '/logos/supabase.svg', width: 129 },
  { name: 'Google Cloud', category: 'cloud', logo: '/logos/google-cloud.svg', width: 166 },
  { name: 'Azure', category: 'cloud', logo: '/logos/azure.svg', width: 102 },
];
