import { randomBytes } from 'node:crypto';
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
