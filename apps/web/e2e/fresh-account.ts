import { randomUUID } from 'node:crypto';
import { type BrandId, MONEY_SCALE, sessionDataSchema } from '@switchboard/protocol';
import {
  approvedProfile,
  cheapestMonthlyPlan,
  numberKinds,
  numbersOnOffer,
  rentNumber,
  topUp,
  verifiedPhone,
} from './account-setup.ts';
import { apiCall, listOwnNumbers, type OwnNumber, sharedOrigin } from './api.ts';

/** What signs an account in: its email and password, on a server (the shared one when absent). */
export interface Credentials {
  email: string;
  password: string;
  origin?: string;
}

/** An account a test made for itself, with a session of the test's own for API calls. */
export interface FreshAccount extends Credentials {
  brand: BrandId;
  origin: string;
  token: string;
  /** Its numbers, in the server's order (none unless asked for). */
  numbers: OwnNumber[];
}

/** The password of every fresh account. */
export const FRESH_PASSWORD = 'correct horse 1';

/**
 * Password of the demo accounts the server seeds outside production: only for specs that depend on
 * a seeded demo's own content, each saying why.
 */
export const DEMO_PASSWORD = 'demo1234';

/** A seeded demo account (alice, bob or carol), for the specs that depend on its content. */
export function demoAccount(name: 'alice' | 'bob' | 'carol'): Credentials {
  return { email: `${name}@demo.test`, password: DEMO_PASSWORD };
}

/** An email nobody has registered yet. */
export function freshEmail(): string {
  return `e2e-${randomUUID().slice(0, 12)}@example.test`;
}

/** What a fresh account needs. */
export interface FreshAccountOptions {
  brand: BrandId;
  /**
   * Numbers to rent, each on the cheapest monthly plan of the brand's numbers. Renting needs what it
   * needs of a person: a profile the operator approved (through the simulator's review route), a
   * verified phone and the plan's price, topped up with the sandbox card first.
   */
  numbers?: number;
  /**
   * Whole brand units to top up on top of what the numbers cost. A top-up is a whole number of
   * units within the brand's custom range, so the balance may end a little above this (a plan's
   * cents, or the range's least amount); read it with apiBalance where a test needs the figure.
   */
  balance?: number;
  /** The server (a test's own); the shared test server by default. */
  origin?: string;
}

/**
 * Creates an account through the public API (register) and gives it numbers and money the way a
 * user gets them, with no way into the database: see FreshAccountOptions.
 */
export async function createFreshAccount(options: FreshAccountOptions): Promise<FreshAccount> {
  const { brand, numbers = 0, balance = 0, origin = sharedOrigin() } = options;
  const email = freshEmail();
  const registered = await apiCall(origin, 'register', {
    body: { platform: brand, email, password: FRESH_PASSWORD },
  });
  const session = { origin, brand, token: sessionDataSchema.parse(registered).token };
  if (numbers > 0) {
    await approvedProfile(session, email);
    await verifiedPhone(session);
    // The first kind with enough numbers on offer (races with parallel tests are retried when renting).
    const kinds = numberKinds(brand);
    let kind = kinds[0];
    for (const candidate of kinds) {
      if ((await numbersOnOffer(session, candidate)).length >= numbers) {
        kind = candidate;
        break;
      }
    }
    if (kind === undefined) throw new Error(`${brand} rents no numbers`);
    const plan = await cheapestMonthlyPlan(session, kind);
    await topUp(session, Math.ceil((numbers * plan.planRent) / MONEY_SCALE) + balance);
    for (let rented = 0; rented < numbers; rented += 1) await rentNumber(session, kind, plan.planId);
  } else if (balance > 0) {
    await topUp(session, balance);
  }
  return {
    brand,
    email,
    password: FRESH_PASSWORD,
    origin,
    token: session.token,
    numbers: numbers > 0 ? await listOwnNumbers(origin, session.token) : [],
  };
}

/** The first number of an account made with numbers. */
export function firstNumber(account: FreshAccount): OwnNumber {
  const [first] = account.numbers;
  if (first === undefined) throw new Error(`${account.email} has no number`);
  return first;
}
