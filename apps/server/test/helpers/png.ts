import { crc32 } from 'node:zlib';

// The one PNG writer of the tests (server and end-to-end): real files made in the test, so no test
// needs a fixture file.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * An 8-bit RGB PNG whose header declares width × height pixels, with `compressedRows` as its one
 * image data chunk (the rows already deflated, each led by its filter byte). A header may declare
 * more pixels than the data holds: that is how a decompression bomb is made.
 */
export function rgbPng(width: number, height: number, compressedRows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', compressedRows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
