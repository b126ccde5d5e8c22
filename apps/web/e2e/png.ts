import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { rgbPng } from '../../server/test/helpers/png.ts';

// Pictures for the picture tests, written by the tests' one PNG writer.

/** A real PNG (an RGB gradient), made here so the test needs no fixture file. */
export function gradientPng(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      rows.set([(x * 255) / width, (y * 255) / height, 160], row + 1 + x * 3);
    }
  }
  return rgbPng(width, height, deflateSync(rows));
}

/** A PNG of random pixels (they do not compress), about width * height * 3 bytes. */
export function noisePng(width: number, height: number): Buffer {
  const rows = randomBytes((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) rows[y * (width * 3 + 1)] = 0; // filter type "none"
  return rgbPng(width, height, deflateSync(rows, { level: 0 }));
}
