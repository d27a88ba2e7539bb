/**
 * Makes the raster icons from the brand mark (`public/favicon.svg`), in Chromium:
 * `public/logo.png` (512×512, the Organization logo for search engines, which want at least
 * 112×112) and `public/favicon.ico` (16, 32 and 48 px PNGs in one icon file, for clients that
 * ask for `/favicon.ico` instead of reading the page's `<link rel="icon">`). Run it after
 * changing the mark and commit the files: `npx tsx src/build/brand-icons.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright';

const root = resolve(import.meta.dirname, '../..');
const mark = readFileSync(resolve(root, 'public/favicon.svg'), 'utf8');

/** An ICO file holding PNG images (Windows Vista and every browser since read PNG entries). */
export function icoOf(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

async function render(size: number): Promise<Buffer> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = mark.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`,
    );
    return await page.screenshot({ omitBackground: true, type: 'png' });
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(resolve(root, 'public/logo.png'), await render(512));
  const icons = [];
  for (const size of [16, 32, 48]) icons.push({ size, png: await render(size) });
  writeFileSync(resolve(root, 'public/favicon.ico'), icoOf(icons));
  console.log('public/logo.png (512×512), public/favicon.ico (16, 32, 48)');
}
