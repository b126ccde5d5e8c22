import type { Db } from '../../db/types.ts';
import type { AccountEvents } from '../../realtime/account-events.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { CallSettingsService } from './call-settings.service.ts';
import { PlanCatalogService } from './plan-catalog.ts';
import { PlanService } from './plan-change.service.ts';
import { RenewalService } from './renewal.service.ts';
import { SubscriptionService } from './subscriptions.service.ts';

/** The Numbers area's services beyond the inventory: renting, renewals paid now, plans and call settings. */
export interface NumberShopServices {
  subscriptions: SubscriptionService;
  renewals: RenewalService;
  plans: PlanService;
  callSettings: CallSettingsService;
}

/** Creates the Numbers area's services; charges go through the ledger, changes reach the account's sockets. */
export function createNumberShop(
  db: Db,
  ledger: LedgerService,
  events: AccountEvents,
  catalog: PlanCatalogService = new PlanCatalogService(db),
): NumberShopServices {
  return {
    subscriptions: new SubscriptionService(db, ledger, catalog),
    renewals: new RenewalService(db, ledger, catalog),
    plans: new PlanService(db, ledger, events, catalog),
    callSettings: new CallSettingsService(db, events),
  };
}
