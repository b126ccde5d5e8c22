import { describe, expect, it } from 'vitest';
import { droppedMeanwhile } from './migrate.ts';

describe('droppedMeanwhile', () => {
  const pgError = (code: string, message: string, routine?: string) =>
    Object.assign(new Error(message), { code, routine });

  it('is true for another schema dropped while the catalogue was read', () => {
    expect(droppedMeanwhile(pgError('3F000', 'schema "t_other" does not exist'), 't_ours')).toBe(true);
  });

  it('is true for a column or table of another schema changed under the serial-sequence lookup', () => {
    const column = 'column "lock_until" of relation "code_rentals" does not exist';
    expect(droppedMeanwhile(pgError('42703', column, 'pg_get_serial_sequence'), 't_ours')).toBe(true);
    const table = 'relation "t_other.conversations" does not exist';
    expect(droppedMeanwhile(pgError('42P01', table, 'RangeVarGetRelidExtended'), 't_ours')).toBe(true);
  });

  it('is false when our own schema is missing, for other errors, and on SQLite', () => {
    expect(droppedMeanwhile(pgError('3F000', 'schema "t_ours" does not exist'), 't_ours')).toBe(false);
    expect(droppedMeanwhile(pgError('42P01', 'relation "x" does not exist'), 't_ours')).toBe(false);
    const ours = 'relation "t_ours.conversations" does not exist';
    expect(droppedMeanwhile(pgError('42P01', ours, 'RangeVarGetRelidExtended'), 't_ours')).toBe(false);
    expect(
      droppedMeanwhile(pgError('42703', 'column "x" does not exist', 'errorMissingColumn'), 't_ours'),
    ).toBe(false);
    expect(droppedMeanwhile(new Error('disk full'), 't_ours')).toBe(false);
    expect(droppedMeanwhile(pgError('3F000', 'schema "t_other" does not exist'), undefined)).toBe(false);
  });
});
