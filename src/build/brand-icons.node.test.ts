import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { icoOf } from './brand-icons';

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({
  signature: png.subarray(0, 8).toString('hex'),
  width: png.readUInt32BE(16),
  height: png.readUInt32BE(20),
});
const PNG_SIGNATURE = '89504e470d0a1a0a';

/** The images an ICO file holds: each entry's size and its PNG. */
function icoImages(ico: Buffer) {
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + 16 * i;
    const bytes = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    return {
      size: ico.readUInt8(entry),
      bits: ico.readUInt16LE(entry + 6),
      png: pngSize(ico.subarray(offset, offset + bytes)),
    };
  });
}

describe('the brand icons', () => {
  it('public/logo.png: a square PNG of 512 px, enough for Google (at least 112×112)', () => {
    expect(pngSize(readFileSync('public/logo.png'))).toEqual({
      signature: PNG_SIGNATURE,
      width: 512,
      height: 512,
    });
  });

  it('public/favicon.ico: a real icon file with 16, 32 and 48 px PNGs', () => {
    expect(icoImages(readFileSync('public/favicon.ico'))).toEqual(
      [16, 32, 48].map((size) => ({
        size,
        bits: 32,
        png: { signature: PNG_SIGNATURE, width: size, height: size },
      })),
    );
  });

  it('icoOf: header, one entry per image pointing at its bytes', () => {
    const fake = (size: number) => {
      const png = Buffer.alloc(24 + size);
      Buffer.from(PNG_SIGNATURE, 'hex').copy(png);
      png.writeUInt32BE(size, 16);
      png.writeUInt32BE(size, 20);
      return png;
    };
    const ico = icoOf([
      { size: 16, png: fake(16) },
      { size: 256, png: fake(256) },
    ]);
    expect(ico.length).toBe(6 + 2 * 16 + (24 + 16) + (24 + 256));
    const images = icoImages(ico);
    // 256 px is written as 0, as the format wants.
    expect(images.map((image) => [image.size, image.png.width])).toEqual([
      [16, 16],
      [0, 256],
    ]);
  });
});
