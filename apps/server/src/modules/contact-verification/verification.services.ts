import { type BrandId, isBrandId } from '@switchboard/protocol';
import { createMailer } from '../../adapters/mail/index.ts';
import { OutboxTextSender } from '../../adapters/mail/outbox.ts';
import type { Mailer } from '../../adapters/mail/types.ts';
import type { ShortLivedStore } from '../../adapters/short-lived/index.ts';
import type { Config } from '../../config/index.ts';
import type { Db } from '../../db/types.ts';
import type { AccountService } from '../accounts/accounts.service.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { NumberService } from '../numbers/numbers.service.ts';
import { CodeStore } from './code-store.ts';
import { CodeService } from './codes.service.ts';
import { ContactDetailService } from './contact.service.ts';
import { GateService } from './gates.service.ts';

/** The verification feature: captcha passes and sliders, codes, and saving verified contacts. */
export interface VerificationServices {
  gates: GateService;
  codes: CodeService;
  contact: ContactDetailService;
  mailer: Mailer;
}

/** Creates the verification feature's services. */
export function createVerification(
  db: Db,
  config: Config,
  deps: {
    captcha: CaptchaService;
    numbers: NumberService;
    accounts: AccountService;
    shortLived: ShortLivedStore;
    /** Pays an invited account's bonuses once its phone is saved. */
    invites?: { rewardVerifiedPhone(accountId: string, brand: BrandId): Promise<void> };
  },
): VerificationServices {
  const gates = new GateService(deps.shortLived, deps.captcha, {
    secret: config.appSecret,
    ...config.sliderPow,
  });
  const store = new CodeStore(deps.shortLived);
  const mailer = createMailer(config, db);
  const contact = new ContactDetailService(db, deps.accounts, store, async (owner) => {
    if (isBrandId(owner.brand)) await deps.invites?.rewardVerifiedPhone(owner.accountId, owner.brand);
  });
  const codes = new CodeService({
    codes: store,
    secret: config.appSecret,
    gates,
    numbers: deps.numbers,
    mailer,
    texts: new OutboxTextSender(db),
    ipLimits: config.verification,
    assertAvailable: (owner, target) => contact.assertAvailable(owner, target),
  });
  return { gates, codes, contact, mailer };
}
