import type { ConsoleCallSpec } from './call-spec.ts';
import {
  consoleCarrierBuyBodySchema,
  consoleCarrierBuyDataSchema,
  consoleCarrierReturnBodySchema,
  consoleCarrierReturnDataSchema,
  consoleCarrierSearchDataSchema,
  consoleCarrierSearchQuerySchema,
} from './carrier-stock.ts';
import {
  consoleCodePoolDataSchema,
  consoleCodePoolQuerySchema,
  consoleCodePoolStateDataSchema,
} from './code-pool.ts';
import {
  consoleNumberAssignBodySchema,
  consoleNumberAssignDataSchema,
  consoleNumberPlansDataSchema,
  consoleNumberPlansQuerySchema,
} from './number-assign.ts';
import {
  consoleNumberActionBodySchema,
  consoleNumberStateDataSchema,
  consoleNumbersDataSchema,
  consoleNumbersImportBodySchema,
  consoleNumbersImportDataSchema,
  consoleNumbersQuerySchema,
} from './numbers.ts';

/** The console's number inventory calls, spread into consoleCalls. */
export const consoleNumberCalls = {
  consoleNumbers: {
    method: 'GET',
    path: '/numbers',
    auth: 'operator',
    permission: 'numbers.read',
    query: consoleNumbersQuerySchema,
    data: consoleNumbersDataSchema,
  },
  /** Good rows in one transaction; present ones skipped and counted; bad ones reported by line. */
  consoleNumbersImport: {
    method: 'POST',
    path: '/numbers/import',
    auth: 'operator',
    permission: 'numbers.manage',
    body: consoleNumbersImportBodySchema,
    data: consoleNumbersImportDataSchema,
  },
  /** Ends the owner's subscription as an unsubscribe does; the number goes into quarantine. */
  consoleNumberRelease: {
    method: 'POST',
    path: '/numbers/release',
    auth: 'operator',
    permission: 'numbers.manage',
    body: consoleNumberActionBodySchema,
    data: consoleNumberStateDataSchema,
  },
  /** The numbers the carrier offers for sale now, each marked when the inventory holds it already. */
  consoleCarrierSearch: {
    method: 'GET',
    path: '/numbers/carrier',
    auth: 'operator',
    permission: 'numbers.read',
    query: consoleCarrierSearchQuerySchema,
    data: consoleCarrierSearchDataSchema,
  },
  /** Buys the number from the carrier, pointed at this service, and adds it to the inventory, available. */
  consoleCarrierBuy: {
    method: 'POST',
    path: '/numbers/carrier/buy',
    auth: 'operator',
    permission: 'numbers.manage',
    body: consoleCarrierBuyBodySchema,
    data: consoleCarrierBuyDataSchema,
  },
  /** Gives a bought number nobody ever rented back to the carrier; it leaves the inventory. */
  consoleCarrierReturn: {
    method: 'POST',
    path: '/numbers/carrier/return',
    auth: 'operator',
    permission: 'numbers.manage',
    body: consoleCarrierReturnBodySchema,
    data: consoleCarrierReturnDataSchema,
  },
  /** Ends a quarantine: the number is on offer again at once. */
  consoleNumberRestore: {
    method: 'POST',
    path: '/numbers/restore',
    auth: 'operator',
    permission: 'numbers.manage',
    body: consoleNumberActionBodySchema,
    data: consoleNumberStateDataSchema,
  },
  /** Every brand's plans for a number, to choose the one a gift runs on. */
  consoleNumberPlans: {
    method: 'GET',
    path: '/numbers/plans',
    auth: 'operator',
    permission: 'numbers.manage',
    query: consoleNumberPlansQuerySchema,
    data: consoleNumberPlansDataSchema,
  },
  /** Gives an available number to a user on a plan of its brand, as a rent does but without a charge. */
  consoleNumberAssign: {
    method: 'POST',
    path: '/numbers/assign',
    auth: 'operator',
    permission: 'numbers.manage',
    body: consoleNumberAssignBodySchema,
    data: consoleNumberAssignDataSchema,
  },
  /** The verification-number pool with each number's apps, locks and counts. */
  consoleCodePool: {
    method: 'GET',
    path: '/code-pool',
    auth: 'operator',
    permission: 'numbers.read',
    query: consoleCodePoolQuerySchema,
    data: consoleCodePoolDataSchema,
  },
  /** Moves an available inventory number into the verification pool (off the rental market). */
  consoleCodePoolAdd: {
    method: 'POST',
    path: '/code-pool/add',
    auth: 'operator',
    permission: 'numbers.manage',
    body: consoleNumberActionBodySchema,
    data: consoleCodePoolStateDataSchema,
  },
  /** Takes a number out of the pool; refused while an app holds it. */
  consoleCodePoolRemove: {
    method: 'POST',
    path: '/code-pool/remove',
    auth: 'operator',
    permission: 'numbers.manage',
    body: consoleNumberActionBodySchema,
    data: consoleCodePoolStateDataSchema,
  },
} as const satisfies Record<string, ConsoleCallSpec>;
