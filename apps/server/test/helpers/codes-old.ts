import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CodeRentalStatus } from '../../src/db/types.ts';

const DAY = 86_400_000;

/** A rental made directly in the database: its pool number, the rental and its hold. */
export interface TestRental {
  rentalId: string;
  numberId: string;
  fullNumber: string;
  app: string;
}

/** A fresh US pool number (888 when toll-free), full digits. */
function randomPoolNumber(tollFree: boolean): { phone: string; fullNumber: string } {
  const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
  const phone = tollFree ? `888${digits(7)}` : `${randomInt(201, 990)}${randomInt(200, 1000)}${digits(4)}`;
  return { phone, fullNumber: `1${phone}` };
}

/**
 * Inserts a pool number, a rental of it for the account and app, and the hold (like a lock whose
 * code arrived). Defaults: status active, received a day ago, expiring in 29 days.
 */
export async function insertRental(
  app: FastifyInstance,
  accountId: string,
  options: {
    app?: string;
    status?: CodeRentalStatus;
    expiresAt?: number | null;
    nextPaymentAt?: number | null;
    tollFree?: boolean;
    numberType?: number;
    hold?: boolean;
    /** Reuse this pool number instead of a fresh one. */
    numberId?: string;
  } = {},
): Promise<TestRental> {
  const now = Date.now();
  const appId = options.app ?? 'telegram';
  let numberId = options.numberId;
  let fullNumber: string;
  if (numberId === undefined) {
    const made = randomPoolNumber(options.tollFree ?? false);
    numberId = randomUUID();
    fullNumber = made.fullNumber;
    await app.db
      .insertInto('code_pool_numbers')
      .values({
        id: numberId,
        full_number: fullNumber,
        tel_code: '1',
        phone: made.phone,
        country: 'US',
        toll_free: options.tollFree ? 1 : 0,
        created_at: now,
      })
      .execute();
  } else {
    const row = await app.db
      .selectFrom('code_pool_numbers')
      .select('full_number')
      .where('id', '=', numberId)
      .executeTakeFirstOrThrow();
    fullNumber = row.full_number;
  }
  const rentalId = randomUUID();
  const expiresAt = options.expiresAt === undefined ? now + 29 * DAY : options.expiresAt;
  await app.db
    .insertInto('code_rentals')
    .values({
      id: rentalId,
      account_id: accountId,
      app: appId,
      number_id: numberId,
      full_number: fullNumber,
      country: 'US',
      number_type: options.numberType ?? 1,
      status: options.status ?? 'active',
      locked_at: now - DAY,
      lock_until: now - DAY + 180_000,
      code_received_at: now - DAY,
      expires_at: expiresAt,
      next_payment_at: options.nextPaymentAt ?? null,
      created_at: now - DAY,
      updated_at: now - DAY,
    })
    .execute();
  if (options.hold ?? true) {
    await app.db
      .insertInto('code_holds')
      .values({
        number_id: numberId,
        app: appId,
        rental_id: rentalId,
        account_id: accountId,
        held_until: Math.max(expiresAt ?? 0, options.nextPaymentAt ?? 0, now),
      })
      .execute();
  }
  return { rentalId, numberId, fullNumber, app: appId };
}

/** Inserts a received message on the rental at `receivedAt`. */
export async function insertCodeMessage(
  app: FastifyInstance,
  accountId: string,
  rental: TestRental,
  receivedAt: number,
  text = 'Your code is 123456',
): Promise<string> {
  const id = randomUUID();
  await app.db
    .insertInto('code_messages')
    .values({
      id,
      rental_id: rental.rentalId,
      account_id: accountId,
      app: rental.app,
      full_number: rental.fullNumber,
      sender: 'Telegram',
      text,
      code: '123456',
      charge: 0,
      received_at: receivedAt,
    })
    .execute();
  return id;
}

/** The rental row as stored now, bigint columns as numbers. */
export async function rentalRow(app: FastifyInstance, rentalId: string) {
  const row = await app.db
    .selectFrom('code_rentals')
    .selectAll()
    .where('id', '=', rentalId)
    .executeTakeFirstOrThrow();
  return {
    ...row,
    expires_at: row.expires_at === null ? null : Number(row.expires_at),
    next_payment_at: row.next_payment_at === null ? null : Number(row.next_payment_at),
  };
}

/** The hold of a pool number for an app, undefined when none. */
export function holdOf(app: FastifyInstance, numberId: string, appId: string) {
  return app.db
    .selectFrom('code_holds')
    .selectAll()
    .where('number_id', '=', numberId)
    .where('app', '=', appId)
    .executeTakeFirst();
}
