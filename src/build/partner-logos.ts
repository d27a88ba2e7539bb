/**
 * Makes the technologies strip's partner logos (`public/logos/*.svg`) from simple-icons' data:
 * the brand's mark (its path, in its brand colour) beside its name, or, for a brand simple-icons
 * does not carry, its name alone as a plain wordmark. Run it after changing the integrations or
 * upgrading simple-icons, copy the widths it prints into `integrations.ts`, and commit the files:
 * `npx tsx src/build/partner-logos.ts`. simple-icons stays a build tool: no byte of it reaches
 * the browser, only the files written here.
 *
 * Licence: simple-icons' data is CC0-1.0 (none of the marks used here carries another licence in
 * the package). The marks and names are trademarks of their owners, shown to name the services
 * the assistants connect to, not to claim a partnership or endorsement.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright';
import {
  siElevenlabs,
  siGooglecloud,
  siInstagram,
  siMake,
  siN8n,
  siSupabase,
  siTelegram,
  siWhatsapp,
  siZapier,
  type SimpleIcon,
} from 'simple-icons';
import { INTEGRATIONS, type IntegrationName } from '../features/logo-strip/integrations';

/**
 * Each brand's mark in simple-icons 16.37, or `null` where the package has none (checked by
 * title and slug; `partner-logos.node.test.ts` fails when one appears):
 * - in simple-icons: Make, n8n, Zapier, ElevenLabs, WhatsApp, Telegram, Instagram, Supabase,
 *   Google Cloud;
 * - not in it: Vapi and sipgate and Peoplefone (never added), OpenAI, Twilio and Microsoft Azure
 *   (removed at the brands' request; "OpenAI Gym" is another product). These get a wordmark.
 */
export const PARTNER_MARKS: Record<IntegrationName, SimpleIcon | null> = {
  Make: siMake,
  n8n: siN8n,
  Zapier: siZapier,
  Vapi: null,
  ElevenLabs: siElevenlabs,
  OpenAI: null,
  Twilio: null,
  sipgate: null,
  Peoplefone: null,
  WhatsApp: siWhatsapp,
  Telegram: siTelegram,
  Instagram: siInstagram,
  Supabase: siSupabase,
  'Google Cloud': siGooglecloud,
  Azure: null,
};

/** The layout of every logo: 40 px high, a 24 px mark centred, the name on one baseline. */
export const LOGO = {
  height: 40,
  markTop: 8,
  nameX: 32,
  baseline: 26,
  fontSize: 16,
  /** Arial's metrics (Liberation Sans is metric-compatible, Helvetica nearly). */
  fontFamily: "Arial,Helvetica,'Liberation Sans',sans-serif",
  /** slate-800, the site's ink: a neutral name beside a coloured mark. */
  ink: '#1e293b',
} as const;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * One logo as SVG text. `nameWidth` is the name's width in Arial bold at 16 px; the text is
 * held to it (`textLength`), so another sans-serif cannot overflow the image or leave a gap.
 */
export function logoSvg(name: string, mark: SimpleIcon | null, nameWidth: number) {
  const x = mark ? LOGO.nameX : 1;
  const length = Math.round(nameWidth * 10) / 10;
  const width = Math.ceil(x + length + 1);
  const text =
    `<text x="${x}" y="${LOGO.baseline}" textLength="${length}" lengthAdjust="spacingAndGlyphs"` +
    ` font-family="${LOGO.fontFamily}" font-size="${LOGO.fontSize}" font-weight="700"` +
    ` fill="${LOGO.ink}">${escapeXml(name)}</text>`;
  const markPath = mark
    ? `<title>${escapeXml(mark.title)}</title>` +
      `<path fill="#${mark.hex}" transform="translate(0 ${LOGO.markTop})" d="${mark.path}"/>`
    : '';
  return {
    width,
    svg:
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LOGO.height}"` +
      ` viewBox="0 0 ${width} ${LOGO.height}">${markPath}${text}</svg>\n`,
  };
}

/** The names' widths in Arial bold at 16 px, measured in Chromium with Liberation Sans. */
async function measureNames(names: readonly string[]): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    // Each font measured on its own canvas call: no named helper inside the page function,
    // since tsx's esbuild wraps named functions in a `__name` the page does not have.
    return await page.evaluate(
      ({ names, size }) =>
        ["'Liberation Sans'", 'serif', 'monospace']
          .map((font) => {
            const context = document.createElement('canvas').getContext('2d')!;
            context.font = `700 ${size}px ${font}`;
            return ['Helvox Integrationen', ...names].map(
              (text) => context.measureText(text).width,
            );
          })
          .map((widths, index, [liberation]) => {
            if (index > 0 && widths[0] === liberation![0])
              throw new Error('Liberation Sans is missing (apt-get install fonts-liberation)');
            return widths;
          })[0]!
          .slice(1),
      { names, size: LOGO.fontSize },
    );
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(import.meta.dirname, '../..');
  const widths = await measureNames(INTEGRATIONS.map((item) => item.name));
  for (const [index, item] of INTEGRATIONS.entries()) {
    const { svg, width } = logoSvg(item.name, PARTNER_MARKS[item.name], widths[index]!);
    writeFileSync(resolve(root, `public${item.logo}`), svg);
    console.log(`${item.logo} width ${width}${width === item.width ? '' : ' (changed)'}`);
  }
}
