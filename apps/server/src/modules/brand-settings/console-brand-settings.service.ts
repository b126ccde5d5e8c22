import {
  type BrandId,
  type BrandSettings,
  type BrandSettingsProblem,
  brandConfig,
  brandSettingsProblems,
  type ConsoleCallBody,
  type ConsoleCallData,
  fieldsOfSettings,
  Retcode,
  settingsOfBrand,
  settingsOfFields,
} from '@switchboard/protocol';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import type { SentenceKey } from '../../text/sentences.ts';
import type { AuditService } from '../audit/index.ts';
import { brandSettingsOf, saveBrandSettings } from './brand-settings.repo.ts';
import { type BrandSettingsService, readStoredSettings } from './brand-settings.service.ts';

/** What the console's brand settings need. */
export interface ConsoleBrandSettingsDeps {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  /** Told after each committed save, so every node serves the new settings. */
  brandSettings: Pick<BrandSettingsService, 'announceChange'>;
}

type BrandSettingsData = ConsoleCallData<'consoleBrandSettings'>;

const PROBLEM_SENTENCES: Record<BrandSettingsProblem, SentenceKey> = {
  tabNotOffered: 'brandTabNotOffered',
  tabTwice: 'brandTabTwice',
  noAccountTab: 'brandNoAccountTab',
  defaultTabHidden: 'brandDefaultTabHidden',
};

/** The console's view of a brand's settings: reading them and saving them whole. */
export class ConsoleBrandSettingsService {
  constructor(private readonly deps: ConsoleBrandSettingsDeps) {}

  /** The brand's settings as stored now, its code values, and the tabs it may show. */
  async read(brand: BrandId): Promise<BrandSettingsData> {
    const stored = await brandSettingsOf(this.deps.db, brand);
    const saved = stored === undefined ? undefined : readStoredSettings(stored);
    return this.data(
      brand,
      saved ?? settingsOfBrand(brandConfig(brand)),
      saved ? (stored?.updatedAt ?? null) : null,
    );
  }

  /**
   * Saves every setting the operator sent, or refuses the first problem with its sentence; the audit
   * entry in the same transaction; then every node serves them.
   */
  async save(
    operatorId: string,
    body: ConsoleCallBody<'consoleBrandSettingsSave'>,
  ): Promise<BrandSettingsData> {
    const settings = settingsOfFields(body);
    const [problem] = brandSettingsProblems(settings, brandConfig(body.brand).tabs);
    if (problem !== undefined)
      throw new AppError(Retcode.INVALID_PARAMETER, `tabs: ${problem}`, {
        say: say(PROBLEM_SENTENCES[problem]),
      });
    const now = Date.now();
    await inTransaction(this.deps.db, async (trx) => {
      const stored = await brandSettingsOf(trx, body.brand);
      const before = (stored && readStoredSettings(stored)) ?? settingsOfBrand(brandConfig(body.brand));
      await saveBrandSettings(trx, body.brand, JSON.stringify(settings), now);
      await this.deps.audit.record(trx, {
        operatorId,
        action: 'brand.update',
        targetType: 'brandSettings',
        targetId: body.brand,
        before: fieldsOfSettings(before),
        after: fieldsOfSettings(settings),
        reason: body.reason,
      });
    });
    await this.deps.brandSettings.announceChange();
    return this.data(body.brand, settings, now);
  }

  private data(brand: BrandId, settings: BrandSettings, updatedAt: number | null): BrandSettingsData {
    const code = brandConfig(brand);
    return { brand, settings, defaults: settingsOfBrand(code), offeredTabs: code.tabs, updatedAt };
  }
}
