import type { BrandId, ConsoleCallBody, ConsoleCallData, UiLanguage } from '@switchboard/protocol';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/types.ts';
import type { AuditService } from '../audit/index.ts';
import { rechargeOfBrand, replaceRecharge } from './recharge.repo.ts';
import { RechargeReading } from './recharge-reading.ts';
import type { RechargeSettingsService } from './recharge-settings.service.ts';

/** What the console's recharge settings need. */
export interface ConsoleRechargeDeps {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  /** Told after each committed replace, so every node prices orders and answers pages by it. */
  recharge: Pick<RechargeSettingsService, 'announceChange' | 'settingsFor'>;
}

type RechargeData = ConsoleCallData<'consoleRecharge'>;

/** The console's view of a brand's recharge settings: reading them and replacing them whole. */
export class ConsoleRechargeService {
  constructor(private readonly deps: ConsoleRechargeDeps) {}

  /** The brand's settings as stored now (the cache is for pricing; operators see the tables). */
  async read(brand: BrandId): Promise<RechargeData> {
    const stored = await rechargeOfBrand(this.deps.db, brand);
    if (stored !== undefined) return { brand, ...stored };
    return { brand, settings: await this.deps.recharge.settingsFor(brand), updatedAt: null };
  }

  /**
   * Replaces the brand's tiles, default tile, custom range and gift percentage with what the
   * operator typed, with the audit entry in the same transaction; then every node forgets the
   * settings it priced by. Orders already started keep the amount and gift they were priced with.
   */
  async replace(
    operatorId: string,
    body: ConsoleCallBody<'consoleRechargeReplace'>,
    language: UiLanguage,
  ): Promise<RechargeData> {
    const settings = new RechargeReading(body.brand, language).settings(body);
    const now = Date.now();
    await inTransaction(this.deps.db, async (trx) => {
      const before = (await rechargeOfBrand(trx, body.brand))?.settings;
      await replaceRecharge(trx, body.brand, settings, now);
      await this.deps.audit.record(trx, {
        operatorId,
        action: 'recharge.replace',
        targetType: 'recharge',
        targetId: body.brand,
        before: before === undefined ? null : auditChange(before),
        after: auditChange(settings),
        reason: body.reason,
      });
    });
    this.deps.recharge.announceChange();
    return { brand: body.brand, settings, updatedAt: now };
  }
}

function auditChange(settings: RechargeData['settings']) {
  return {
    tiles: settings.tiles,
    defaultTile: settings.defaultTile,
    customMin: settings.custom.min,
    customMax: settings.custom.max,
    customDefault: settings.custom.default,
    popularGiftPercent: settings.popularGiftPercent,
  };
}
