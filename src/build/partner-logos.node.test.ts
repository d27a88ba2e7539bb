import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as simpleIcons from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { INTEGRATIONS } from '../features/logo-strip/integrations';
import { logoSvg, PARTNER_MARKS } from './partner-logos';

const ALL_ICONS = Object.values(simpleIcons).filter(
  (value): value is simpleIcons.SimpleIcon => typeof value === 'object' && 'path' in value,
);
const file = (logo: string) => readFileSync(`public${logo}`, 'utf8');
const attribute = (svg: string, element: string, name: string) =>
  new RegExp(`<${element}\\b[^>]*\\s${name}="([^"]*)"`).exec(svg)?.[1];
const KB = 1024;

/** The strip's brands that simple-icons 16.37 has (named as the strip names them). */
const IN_SIMPLE_ICONS = [
  'Make',
  'n8n',
  'Zapier',
  'ElevenLabs',
  'WhatsApp',
  'Telegram',
  'Instagram',
  'Supabase',
  'Google Cloud',
];
const WORDMARKS = ['Vapi', 'OpenAI', 'Twilio', 'sipgate', 'Peoplefone', 'Azure'];

describe('the partner logos (public/logos)', () => {
  it('takes the mark from simple-icons exactly for the brands the package carries', () => {
    const byTitle = (name: string) =>
      ALL_ICONS.find(
        (icon) =>
          icon.title.toLowerCase() === name.toLowerCase() || icon.title.endsWith(` ${name}`),
      ) ?? null;
    expect(ALL_ICONS.length).toBeGreaterThan(3000);
    for (const { name } of INTEGRATIONS) expect(PARTNER_MARKS[name], name).toBe(byTitle(name));
    const marked = INTEGRATIONS.filter(({ name }) => PARTNER_MARKS[name]).map(({ name }) => name);
    expect(marked).toEqual(IN_SIMPLE_ICONS);
  });

  it.each(INTEGRATIONS.filter(({ name }) => IN_SIMPLE_ICONS.includes(name)))(
    '$name: the package’s path, title and colour, beside the name',
    ({ name, logo }) => {
      const icon = PARTNER_MARKS[name]!;
      const svg = file(logo);
      expect(svg.match(/<path\b/g)).toHaveLength(1);
      expect(attribute(svg, 'path', 'd')).toBe(icon.path);
      expect(/<title>([^<]*)<\/title>/.exec(svg)?.[1]).toBe(icon.title);
      expect(icon.title).toBe(name);
      expect(attribute(svg, 'path', 'fill')).toBe(`#${icon.hex}`);
      expect(/<text\b[^>]*>([^<]*)<\/text>/.exec(svg)?.[1]).toBe(name);
    },
  );

  it.each(INTEGRATIONS.filter(({ name }) => WORDMARKS.includes(name)))(
    '$name: a wordmark, the name as text in the neutral ink, no drawn mark',
    ({ name, logo }) => {
      const svg = file(logo);
      expect(svg).not.toMatch(/<(path|rect|circle|ellipse|polygon|image|title)\b/);
      expect(svg.match(/<text\b/g)).toHaveLength(1);
      expect(/<text\b[^>]*>([^<]*)<\/text>/.exec(svg)?.[1]).toBe(name);
      expect(attribute(svg, 'text', 'fill')).toBe('#1e293b');
    },
  );

  it.each(INTEGRATIONS)(
    '$name: the file the script makes, as wide as the strip lays it out',
    ({ name, logo, width }) => {
      const svg = file(logo);
      // The name's measured width is the one input not derived from the package here.
      const nameWidth = Number(attribute(svg, 'text', 'textLength'));
      expect(svg).toBe(logoSvg(name, PARTNER_MARKS[name], nameWidth).svg);
      // The image's box is the strip's (no shift when it loads) and holds the whole name.
      expect(attribute(svg, 'svg', 'width')).toBe(String(width));
      expect(attribute(svg, 'svg', 'height')).toBe('40');
      expect(attribute(svg, 'svg', 'viewBox')).toBe(`0 0 ${width} 40`);
      expect(Number(attribute(svg, 'text', 'x')) + nameWidth).toBeLessThanOrEqual(width);
    },
  );

  it('are small: no metadata or scripts, at most 4 KB each and 8 KB together (gzip)', () => {
    const files = INTEGRATIONS.map(({ logo }) => file(logo));
    for (const svg of files) {
      expect(svg).not.toMatch(/<(metadata|script|style|defs|foreignObject)\b|<!--|href=|on\w+=/i);
      expect(svg.length).toBeLessThanOrEqual(4 * KB);
    }
    const gzipped = files.reduce((sum, svg) => sum + gzipSync(svg).length, 0);
    expect(gzipped).toBeLessThanOrEqual(8 * KB);
  });
});
