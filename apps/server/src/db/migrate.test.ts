import { describe, expect, it } from 'vitest';
import { droppedMeanwhile } from './migrate.ts';

describe('droppedMeanwhile', () => {
  const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

  it('is true for another schema dropped while the catalogue was read', () => {
    expect(droppedMeanwhile(pgError('3F000', 'schema "t_other" does not exist'), 't_ours')).toBe(true);
  });

  it('is false when our own schema is missing, for other errors, and on SQLite', () => {
    expect(droppedMeanwhile(pgError('3F000', 'schema "t_ours" does not exist'), 't_ours')).toBe(false);
    expect(droppedMeanwhile(pgError('42P01', 'relation "x" does not exist'), 't_ours')).toBe(false);
    expect(droppedMeanwhile(new Error('disk full'), 't_ours')).toBe(false);
    expect(droppedMeanwhile(pgError('3F000', 'schema "t_other" does not exist'), undefined)).toBe(false);
  });
});
