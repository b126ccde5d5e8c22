import { describe, expect, it } from 'vitest';
import { groupContacts, groupHeaderIndexes } from '../lib/order.ts';
import { makeContact } from '../lib/testing.tsx';
import { type RowLayout, rowAt, rowOffset, rowWindow, totalHeight } from './rowWindow.ts';

// Headers at 0 and 3: rows 0 (header, 10 px), 1-2 (30 px), 3 (header), 4-6.
const layout: RowLayout = { count: 7, headers: [0, 3], rowHeight: 30, headerHeight: 10 };

describe('row layout without per-row measurement', () => {
  it('places rows by the headers before them', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((index) => rowOffset(layout, index))).toEqual([
      0, 10, 40, 70, 80, 110, 140, 170,
    ]);
    expect(totalHeight(layout)).toBe(170);
  });

  it('finds the row under an offset, clamped to the list', () => {
    expect(rowAt(layout, 0)).toBe(0);
    expect(rowAt(layout, 9)).toBe(0);
    expect(rowAt(layout, 10)).toBe(1);
    expect(rowAt(layout, 75)).toBe(3);
    expect(rowAt(layout, 10_000)).toBe(6);
  });

  it('widens the visible rows by the overscan and pins the current group header', () => {
    expect(rowWindow(layout, 0, 45, 0)).toEqual({ start: 0, end: 2, sticky: 0 });
    expect(rowWindow(layout, 85, 30, 1)).toEqual({ start: 3, end: 6, sticky: 3 });
    expect(rowWindow(layout, 45, 10, 0)).toEqual({ start: 2, end: 2, sticky: 0 });
    expect(rowWindow({ ...layout, count: 0, headers: [] }, 0, 500, 10)).toEqual({
      start: 0,
      end: -1,
      sticky: -1,
    });
  });

  it('knows the header rows of a grouped list, built or handed in', () => {
    const rows = groupContacts(
      ['Bob', 'Alice', 'Ann', '123'].map((name, index) => makeContact(`${index}`, name)),
    );
    const expected = rows.flatMap((row, index) => (row.kind === 'group' ? [index] : []));
    expect(expected).toEqual([0, 3, 5]);
    expect(groupHeaderIndexes(rows)).toEqual(expected);
    expect(groupHeaderIndexes([...rows])).toEqual(expected);
  });
});
