import type { Db } from '../../db/types.ts';
import type { AccountEvents } from '../../realtime/account-events.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { CallSettingsService } from './call-settings.service.ts';
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
export function createNumberShop(db: Db, ledger: LedgerService, events: AccountEvents): NumberShopServices {
  return {
    subscriptions: new SubscriptionService(db, ledger),
    renewals: new RenewalService(db, ledger),
    plans: new PlanService(db, ledger, events),
    callSettings: new CallSettingsService(db, events),
  };
}
