import { GSM7_SEGMENT, UCS2_SEGMENT } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { countSegments } from '../src/modules/messaging/segments.ts';

describe('segments', () => {
  it('GSM-7: 160 characters are one segment, 161 are two (153 per part)', () => {
    expect(countSegments('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(countSegments('a'.repeat(161)).segments).toBe(2);
    expect(countSegments('a'.repeat(GSM7_SEGMENT.multi * 2)).segments).toBe(2);
    expect(countSegments('a'.repeat(GSM7_SEGMENT.multi * 2 + 1)).segments).toBe(3);
  });

  it('GSM-7 extension characters count two and are never split from their escape', () => {
    expect(countSegments('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(countSegments(`${'a'.repeat(159)}{`).segments).toBe(2);
    // 152 septets then an extension character: it cannot start in the last septet of part one.
    const text = `${'a'.repeat(152)}[${'b'.repeat(10)}`;
    expect(countSegments(text)).toEqual({ encoding: 'gsm7', units: 164, segments: 2 });
    expect(countSegments(`${'a'.repeat(152)}${'['.repeat(77)}`).segments).toBe(3);
  });

  it('UCS-2: 70 Chinese characters are one segment, 71 are two (67 per part)', () => {
    expect(countSegments('中'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(countSegments('中'.repeat(71)).segments).toBe(2);
    expect(countSegments('中'.repeat(UCS2_SEGMENT.multi * 2)).segments).toBe(2);
    expect(countSegments('中'.repeat(UCS2_SEGMENT.multi * 2 + 1)).segments).toBe(3);
  });

  it('UCS-2 counts UTF-16 code units and never splits a surrogate pair', () => {
    expect(countSegments('😀'.repeat(35))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(countSegments('😀'.repeat(36)).segments).toBe(2);
    // 66 units then an emoji (2 units) does not fit in part one's 67.
    expect(countSegments(`${'中'.repeat(66)}😀${'中'.repeat(3)}`)).toEqual({
      encoding: 'ucs2',
      units: 71,
      segments: 2,
    });
    expect(countSegments(`${'中'.repeat(66)}😀${'中'.repeat(66)}`).segments).toBe(3);
  });

  it('one non-GSM character makes the whole text UCS-2; empty text is no segment', () => {
    expect(countSegments(`${'a'.repeat(100)}é`).encoding).toBe('gsm7');
    expect(countSegments(`${'a'.repeat(100)}ê`)).toEqual({ encoding: 'ucs2', units: 101, segments: 2 });
    expect(countSegments('').segments).toBe(0);
  });
});
