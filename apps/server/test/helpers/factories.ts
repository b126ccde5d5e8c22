import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { BrandId, SessionData } from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { post } from './api.ts';

/** A registered account and a live token for it. */
export interface TestAccount {
  id: string;
  brand: BrandId;
  email: string;
  password: string;
  token: string;
}

/** A unique email, so tests never collide inside one database. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.test`;
}

/** A unique fake client IP, so per-IP failure counters of one test do not leak into another. */
export function uniqueIp(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

/** Registers an account through the real register route and returns it with its token. */
export async function registerAccount(
  app: FastifyInstance,
  fields: { brand?: BrandId; email?: string; password?: string; ip?: string } = {},
): Promise<TestAccount> {
  const brand = fields.brand ?? 'pingme';
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? 'correct horse battery';
  const result = await post<SessionData>(
    app,
    'register',
    { platform: brand, email, password },
    { ip: fields.ip ?? uniqueIp() },
  );
  if (result.status !== 200) throw new Error(`register failed: ${JSON.stringify(result.body)}`);
  const row = await app.services.accounts.findByLogin(brand, { account: email });
  if (row === undefined) throw new Error('registered account not found');
  return { id: row.id, brand, email, password, token: result.body.data.token };
}

/** An account with one number of this service and a balance. */
export interface NumberedAccount extends TestAccount {
  /** Full number (calling code + national). */
  number: string;
  telCode: string;
  phone: string;
}

const CALLING_CODES = { US: '1', CA: '1', GB: '44', AU: '61', CN: '86' } as const;

/** A random national number of the country's shape (toll-free: 888). */
function randomNational(country: keyof typeof CALLING_CODES, tollFree: boolean): string {
  const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
  if (tollFree) return `888${digits(7)}`;
  switch (country) {
    case 'GB':
      return `7${digits(9)}`;
    case 'AU':
      return `4${digits(8)}`;
    case 'CN':
      return `13${digits(9)}`;
    default:
      return `${randomInt(201, 990)}${randomInt(200, 1000)}${digits(4)}`;
  }
}

/**
 * Registers an account, gives it a fresh number of the country (added to the inventory for it) and
 * credits `balance` ten-thousandths (0 leaves it empty). Toll-free numbers start unregistered
 * unless `messagingEnabled` is true.
 */
export async function accountWithNumber(
  app: FastifyInstance,
  options: {
    brand?: BrandId;
    balance?: number;
    country?: keyof typeof CALLING_CODES;
    tollFree?: boolean;
    messagingEnabled?: boolean;
  } = {},
): Promise<NumberedAccount> {
  const account = await registerAccount(app, { brand: options.brand ?? 'pingme' });
  const country = options.country ?? 'US';
  const tollFree = options.tollFree ?? false;
  const telCode = CALLING_CODES[country];
  const phone = randomNational(country, tollFree);
  const number = `${telCode}${phone}`;
  await app.services.numbers.addToInventory([
    { telCode, phone, country, tollFree, areaCode: null, region: null },
  ]);
  await app.services.numbers.assignFree(account.id, { fullNumber: number });
  if (options.messagingEnabled !== undefined)
    await app.services.numbers.setMessagingEnabled(number, options.messagingEnabled);
  const balance = options.balance ?? 10_000;
  if (balance > 0) await app.ledger.credit(account.id, balance, 'seed', randomUUID());
  return { ...account, number, telCode, phone };
}

/** A fresh client smsId. */
export function newSmsId(): string {
  return randomUUID().replaceAll('-', '');
}
