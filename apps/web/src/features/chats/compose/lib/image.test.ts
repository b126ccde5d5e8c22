import { MAX_MMS_BYTES } from '@switchboard/protocol';
import { describe, expect, it, vi } from 'vitest';
import {
  AS_IS_BYTES,
  compressionQuality,
  fitsInMessage,
  MIN_QUALITY,
  planImage,
  prepareImage,
  QUALITY_BUDGET_BYTES,
} from './image.ts';

const KB = 1024;
const MB = 1024 * KB;

function fileOf(size: number, type = 'image/jpeg', name = 'photo.jpg'): File {
  return new File([new Uint8Array(size)], name, { type });
}

describe('image rules', () => {
  it('sends pictures under 300 KB, and every gif, as they are', () => {
    expect(AS_IS_BYTES).toBe(300 * KB);
    expect(planImage({ size: 300 * KB - 1, type: 'image/png' })).toEqual({ kind: 'asIs' });
    expect(planImage({ size: 5 * MB, type: 'image/gif' })).toEqual({ kind: 'asIs' });
    expect(planImage({ size: 300 * KB, type: 'image/jpeg' }).kind).toBe('compress');
  });

  it('computes a lower quality for a larger picture against the ~3 MB budget, never under 0.1', () => {
    expect(QUALITY_BUDGET_BYTES).toBe(3 * MB);
    expect(compressionQuality(300 * KB)).toBe(0.9);
    expect(compressionQuality(1.5 * MB)).toBe(0.5);
    expect(compressionQuality(2.4 * MB)).toBe(0.2);
    expect(compressionQuality(3 * MB)).toBe(MIN_QUALITY);
    expect(compressionQuality(20 * MB)).toBe(MIN_QUALITY);
    expect(compressionQuality(1 * MB)).toBeGreaterThan(compressionQuality(2 * MB));
    expect(planImage({ size: 1.5 * MB, type: 'image/jpeg' })).toEqual({ kind: 'compress', quality: 0.5 });
  });

  it('allows at most 2 MB after compression', () => {
    expect(fitsInMessage(MAX_MMS_BYTES)).toBe(true);
    expect(fitsInMessage(MAX_MMS_BYTES + 1)).toBe(false);
  });
});

describe('prepareImage', () => {
  it('passes a small picture through untouched, as bytes with its type and name', async () => {
    const compress = vi.fn();
    const result = await prepareImage(fileOf(10 * KB, 'image/png', 'dot.png'), compress);
    expect(compress).not.toHaveBeenCalled();
    expect(result).toMatchObject({ ok: true, image: { type: 'image/png', name: 'dot.png' } });
    if (result.ok) expect(result.image.bytes.byteLength).toBe(10 * KB);
  });

  it('compresses a large picture at the computed quality with a 2 MB ceiling', async () => {
    const compress = vi.fn(async () => new Blob([new Uint8Array(800 * KB)], { type: 'image/jpeg' }));
    const result = await prepareImage(fileOf(1.5 * MB), compress);
    expect(compress).toHaveBeenCalledWith(expect.any(File), 0.5, MAX_MMS_BYTES);
    expect(result.ok && result.image.bytes.byteLength).toBe(800 * KB);
  });

  it('rejects what is still over 2 MB after compression, and a gif over 2 MB', async () => {
    const compress = vi.fn(async () => new Blob([new Uint8Array(MAX_MMS_BYTES + 1)]));
    expect(await prepareImage(fileOf(4 * MB), compress)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(await prepareImage(fileOf(3 * MB, 'image/gif', 'big.gif'), compress)).toEqual({
      ok: false,
      problem: 'tooLarge',
    });
  });

  it('reports a compression failure, and a file that is not a picture, as an upload failure', async () => {
    const compress = vi.fn(async () => {
      throw new Error('canvas is broken');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await prepareImage(fileOf(1 * MB), compress)).toEqual({ ok: false, problem: 'uploadFailed' });
    expect(await prepareImage(fileOf(10, 'text/plain', 'notes.txt'), compress)).toEqual({
      ok: false,
      problem: 'uploadFailed',
    });
  });
});
