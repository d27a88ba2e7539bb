import {
  Briefcase,
  CalendarCheck,
  Clock,
  HeartPulse,
  House,
  MessagesSquare,
  Mic,
  Scale,
  Share2,
  ShieldCheck,
  Sparkles,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/** Icons named in the landing content, by key. */
export const CARD_ICONS: Record<string, LucideIcon> = {
  clock: Clock,
  calendar: CalendarCheck,
  message: MessagesSquare,
  voice: Mic,
  shield: ShieldCheck,
  channels: Share2,
  sparkles: Sparkles,
  heart: HeartPulse,
  home: House,
  scale: Scale,
  wrench: Wrench,
  briefcase: Briefcase,
};
