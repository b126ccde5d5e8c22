import {
  type BrandId,
  brandIds,
  type ConsoleCallData,
  type ConsoleCallQuery,
  type ConsoleNumberPlan,
  formatLineNumber,
  Retcode,
  SocketEvent,
  type UiLanguage,
} from '@switchboard/protocol';
import type { AccountRow, PhoneNumberRow } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import { findById } from '../accounts/accounts.repo.ts';
import { searchAccounts } from '../console-users/console-users.repo.ts';
import { kindOf, offeredCodes } from '../numbers/numbers.kinds.ts';
import { planName } from '../numbers/numbers.plan-texts.ts';
import { claimNumber, numberByFull } from '../numbers/numbers.repo.ts';
import { type PlanCatalog, PlanCatalogService } from '../numbers/plan-catalog.ts';
import { insertGiftEvent, insertSubscription } from '../numbers/subscriptions.repo.ts';
import { type ConsoleNumberDeps, type NumberAction, stateOf, unknownNumber } from './number-state.ts';

/** An operator's gift: the number, who gets it (account id or email) and the plan it runs on. */
export interface AssignAction extends NumberAction {
  user: string;
  planId: string;
}

// An email search may also match longer addresses; a few results are enough to find the exact ones.
const EMAIL_CANDIDATES = 20;

const notAvailable = (number: string) =>
  new AppError(Retcode.NUMBER_UNAVAILABLE, `number: +${number} is not available`, {
    say: say('consoleAssignNotAvailable', { number: formatLineNumber(number) }),
  });

/** A number free to give: unowned and out of quarantine (the claim checks it again in the update). */
function free(row: PhoneNumberRow, now: number): boolean {
  const state = stateOf({ ...row, subscription_status: null }, now);
  return state === 'available' || state === 'released';
}

/**
 * Giving an available number to a user by hand: the subscription a rent makes, without its charge,
 * written with its history row and audit entry in one transaction; the owner's sockets hear
 * numbersChanged after the commit. The profile gate of a rent does not apply: the operator decided.
 */
export class NumberAssignService {
  readonly #plans: PlanCatalogService;

  constructor(private readonly deps: ConsoleNumberDeps) {
    this.#plans = deps.plans ?? new PlanCatalogService(deps.db);
  }

  private catalog(): Promise<PlanCatalog> {
    return this.#plans.catalog();
  }

  /** The plans sold for the number's flow code, each with the brands selling it, named in the operator's language. */
  async plans(
    query: ConsoleCallQuery<'consoleNumberPlans'>,
    language: UiLanguage,
  ): Promise<ConsoleCallData<'consoleNumberPlans'>> {
    const row = await numberByFull(this.deps.db, query.number);
    if (row === undefined) throw unknownNumber(query.number);
    const code = kindOf(row).code;
    const brands = brandIds.filter((brand) => offeredCodes(brand).includes(code));
    // Most brands sell the same plans of a flow code at the same price: one row a plan and price,
    // naming its brands.
    const catalog = await this.catalog();
    const plans = new Map<string, ConsoleNumberPlan>();
    for (const brand of brands)
      for (const plan of catalog.offered(brand, code)) {
        const key = `${plan.planId}:${plan.planRent}`;
        const known = plans.get(key);
        if (known !== undefined) known.brands.push(brand);
        else
          plans.set(key, {
            brands: [brand],
            planId: plan.planId,
            name: planName(plan, language),
            months: plan.months,
            rent: plan.planRent,
          });
      }
    return { plans: [...plans.values()] };
  }

  /** Gives the number to the user on the plan; refused with a sentence when any of them does not fit. */
  async assign(action: AssignAction): Promise<ConsoleCallData<'consoleNumberAssign'>> {
    const now = Date.now();
    const row = await numberByFull(this.deps.db, action.number);
    if (row === undefined) throw unknownNumber(action.number);
    if (!free(row, now)) throw notAvailable(action.number);
    const account = await this.account(action.user);
    const brand = account.brand as BrandId;
    const kind = kindOf(row);
    const plan = offeredCodes(brand).includes(kind.code)
      ? (await this.catalog())
          .offered(brand, kind.code)
          .find((candidate) => candidate.planId === action.planId)
      : undefined;
    if (plan === undefined)
      throw new AppError(
        Retcode.INVALID_PARAMETER,
        `planId: ${action.planId} is not sold by ${brand} for ${kind.code} numbers`,
        { say: say('consoleAssignPlanNotSold', { number: formatLineNumber(action.number) }) },
      );
    const sub = await this.deps.ledger.transaction(async (trx, events) => {
      if (!(await claimNumber(trx, row.id, account.id, now))) throw notAvailable(action.number);
      const created = await insertSubscription(trx, account.id, row, plan, now);
      await insertGiftEvent(trx, created, now);
      events.emit(account.id, SocketEvent.numbersChanged, {
        change: 'subscribed',
        number: row.full_number,
        kind: 'phone',
      });
      await this.deps.audit.record(trx, {
        operatorId: action.operatorId,
        action: 'number.assign',
        targetType: 'number',
        targetId: action.number,
        before: { state: stateOf({ ...row, subscription_status: null }, now) },
        after: { state: 'assigned', accountId: account.id, planId: plan.planId },
        reason: action.reason,
      });
      return created;
    });
    return { accountId: account.id, nextPaymentAt: Number(sub.next_payment_at) };
  }

  /** The one active account an id or an email names; refused with a sentence otherwise. */
  private async account(user: string): Promise<Pick<AccountRow, 'id' | 'brand' | 'status'>> {
    const email = user.includes('@') ? user.toLowerCase() : undefined;
    const found =
      email === undefined
        ? [await findById(this.deps.db, user)].filter((row) => row !== undefined)
        : (await searchAccounts(this.deps.db, { emailPart: email, exact: email }, EMAIL_CANDIDATES)).filter(
            (row) => row.email === email,
          );
    const [account, other] = found;
    if (account === undefined)
      throw new AppError(Retcode.NOT_FOUND, 'user: no account has this id or email', {
        say: say('consoleAssignUserUnknown'),
      });
    if (other !== undefined)
      throw new AppError(Retcode.INVALID_PARAMETER, 'user: accounts of several brands have this email', {
        say: say('consoleAssignUserAmbiguous'),
      });
    if (account.status !== 'active')
      throw new AppError(Retcode.INVALID_PARAMETER, `user: the account is ${account.status}`, {
        say: say('consoleAssignUserInactive'),
      });
    return account;
  }
}
