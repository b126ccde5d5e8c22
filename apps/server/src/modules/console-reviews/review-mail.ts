import { type BrandId, formatLineNumber, type ReviewSubject, type UiLanguage } from '@switchboard/protocol';
import type { MailMessage } from '../../adapters/mail/index.ts';
import { brandOf } from '../../lib/brands.ts';
import { render, say } from '../../text/sentence.ts';
import type { SentenceKey } from '../../text/sentences.ts';

/** The headline of a decision's mail, by what was decided on and how. */
const HEADLINES: Record<ReviewSubject, { approved: SentenceKey; refused: SentenceKey }> = {
  profile: { approved: 'reviewMailProfileApproved', refused: 'reviewMailProfileRefused' },
  useCase: { approved: 'reviewMailUseCaseApproved', refused: 'reviewMailUseCaseRefused' },
  kyc: { approved: 'reviewMailIdentityApproved', refused: 'reviewMailIdentityRefused' },
  tollFree: { approved: 'reviewMailTollFreeApproved', refused: 'reviewMailTollFreeRefused' },
};

/** A decision as its mail tells it. */
export interface MailedDecision {
  kind: ReviewSubject;
  approved: boolean;
  /** The reviewer's reason of a refusal, in the reviewer's words ('' for an approval). */
  reason: string;
  /** The toll-free number decided on (tollFree only), full digits. */
  number?: string | undefined;
}

/** True for an address mail can go to: a deleted account's email is `deleted:<id>`, never an address. */
export function isMailAddress(email: string | null): email is string {
  return email !== null && !email.startsWith('deleted:') && email.includes('@');
}

/**
 * The mail that tells the user a decision, in the account's language: the headline as the subject
 * (after the brand's name), and for a refusal the reviewer's reason as written.
 */
export function decisionMail(
  to: string,
  brand: BrandId,
  decision: MailedDecision,
  language: UiLanguage,
): MailMessage {
  const key = HEADLINES[decision.kind][decision.approved ? 'approved' : 'refused'];
  const headline = render(
    say(key, decision.number === undefined ? undefined : { number: formatLineNumber(decision.number) }),
    language,
  );
  const paragraphs = [headline];
  if (!decision.approved) {
    if (decision.reason !== '')
      paragraphs.push(`${render(say('reviewMailReason'), language)}\n${decision.reason}`);
    paragraphs.push(render(say('reviewMailNext'), language));
  }
  return {
    to,
    subject: `${brandOf(brand).name[language]}: ${headline}`,
    text: `${paragraphs.join('\n\n')}\n`,
  };
}
