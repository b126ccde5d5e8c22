import type { AuditEntry, BrandId, ConsoleCallData, ConsoleRechargeReplaceBody } from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { consoleCall } from './console.ts';

/** The dollar brands' tiles as an operator types them, with a new 30 tile (gift 2.5) in place of 20. */
export const editedRecharge = (brand: BrandId): ConsoleRechargeReplaceBody => ({
  brand,
  tiles: [
    { amount: '2', gift: '' },
    { amount: '5', gift: '0' },
    { amount: '10', gift: '1' },
    { amount: '30', gift: '2.5' },
    { amount: '50', gift: '6' },
    { amount: '100', gift: '13' },
  ],
  defaultTile: 3,
  customMin: '15',
  customMax: '300',
  customDefault: '100',
  popularGiftPercent: 15,
  reason: 'spring offer',
});

/** consoleRecharge: a brand's settings as the console reads them. */
export function readRecharge(app: FastifyInstance, token: string, brand: BrandId) {
  return consoleCall<ConsoleCallData<'consoleRecharge'>>(app, 'consoleRecharge', { token, query: { brand } });
}

/** consoleRechargeReplace with editedRecharge's fields, changed by `body`. */
export function replaceRecharge(
  app: FastifyInstance,
  token: string,
  body: Partial<ConsoleRechargeReplaceBody> & { brand: BrandId },
  language: 'en' | 'zh_cn' = 'en',
) {
  return consoleCall<ConsoleCallData<'consoleRechargeReplace'>>(app, 'consoleRechargeReplace', {
    token,
    language,
    body: { ...editedRecharge(body.brand), ...body },
  });
}

/** The audit entries of replaces of a brand's recharge settings, newest first. */
export async function rechargeAudit(
  app: FastifyInstance,
  token: string,
  brand: BrandId,
): Promise<AuditEntry[]> {
  const result = await consoleCall<ConsoleCallData<'consoleAudit'>>(app, 'consoleAudit', {
    token,
    query: { action: 'recharge.replace' },
  });
  return result.body.data.entries.filter((entry) => entry.targetId === brand);
}
