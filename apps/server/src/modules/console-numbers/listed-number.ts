import type { InventoryNumber } from '@switchboard/protocol';
import { kindOf } from '../numbers/index.ts';
import type { InventoryRow } from './console-numbers.repo.ts';
import { stateOf } from './number-state.ts';

/** A number of the inventory as the console lists it. */
export function listedNumber(row: InventoryRow, now: number): InventoryNumber {
  return {
    number: row.full_number,
    country: row.country,
    areaCode: row.area_code ?? '',
    type: kindOf(row).type,
    state: stateOf(row, now),
    accountId: row.account_id,
    quarantineUntil: row.quarantine_until === null ? null : Number(row.quarantine_until),
    createdAt: Number(row.created_at),
    carrier: row.carrier,
  };
}
