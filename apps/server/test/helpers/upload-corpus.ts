import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { rgbPng } from './png.ts';

/** Text that must never survive into a stored file. */
export const MARKERS = {
  script: '<script>window.__pwned=1</script>',
  comment: 'secret-jpeg-comment',
  xmp: 'secret-xmp-creator',
  zip: 'PK\u0003\u0004',
} as const;

/** A PNG of a few hundred bytes whose header declares width × height pixels (a decompression bomb). */
export function pngDeclaring(width: number, height: number): Buffer {
  return rgbPng(width, height, deflateSync(Buffer.alloc(1024)));
}

/** A JPEG carrying EXIF with GPS, an ICC profile, XMP and a comment segment. */
export async function jpegWithAllMetadata(): Promise<Buffer> {
  const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${MARKERS.xmp}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;
  const base = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#669933' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SpyCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } })
    .withIccProfile('p3')
    .withXmp(xmp)
    .toBuffer();
  const text = Buffer.from(MARKERS.comment, 'latin1');
  const segment = Buffer.alloc(4);
  segment.set([0xff, 0xfe], 0);
  segment.writeUInt16BE(text.byteLength + 2, 2);
  return Buffer.concat([base.subarray(0, 2), segment, text, base.subarray(2)]);
}

/** A small valid JPEG. */
export function plainJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 24, height: 16, channels: 3, background: '#123456' } })
    .jpeg()
    .toBuffer();
}

/** A valid JPEG with an HTML page and script appended after its end marker. */
export async function jpegHtmlPolyglot(): Promise<Buffer> {
  return Buffer.concat([await plainJpeg(), Buffer.from(`<html><body>${MARKERS.script}</body></html>`)]);
}

/** A GIFAR: a valid GIF followed by a ZIP (Java archive) entry. */
export async function gifar(): Promise<Buffer> {
  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
    .gif()
    .toBuffer();
  const zip = Buffer.concat([
    Buffer.from(MARKERS.zip, 'latin1'),
    Buffer.alloc(26),
    Buffer.from('META-INF/MANIFEST.MFMain-Class: Evil\n'),
  ]);
  return Buffer.concat([gif, zip]);
}

/** An SVG carrying a script. */
export function svgWithScript(): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="window.__pwned=1">${MARKERS.script}</svg>`,
  );
}

/** Bytes whose magic says ZIP while the name and type claim a JPEG. */
export function wrongMagic(): Buffer {
  return Buffer.concat([Buffer.from(MARKERS.zip, 'latin1'), Buffer.alloc(200, 7)]);
}

/** Which strings of the corpus a stored file still contains, and which metadata sharp finds in it. */
export async function leftovers(bytes: Buffer): Promise<string[]> {
  const found: string[] = [];
  const text = bytes.toString('latin1');
  for (const [name, marker] of Object.entries(MARKERS)) if (text.includes(marker)) found.push(name);
  if (text.includes('SpyCam')) found.push('exif make');
  const metadata = await sharp(bytes).metadata();
  if (metadata.exif !== undefined) found.push('exif');
  if (metadata.xmp !== undefined) found.push('xmp');
  if (metadata.icc !== undefined) found.push('icc');
  if (metadata.comments !== undefined && metadata.comments.length > 0) found.push('comments');
  return found;
}
