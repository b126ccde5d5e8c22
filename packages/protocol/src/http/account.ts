import { z } from 'zod';

/** GET /getAccountInfo answer; empty strings where the account has no phone or email. */
export const accountInfoDataSchema = z.object({
  /** National number of the verified phone, or ''. */
  phone: z.string(),
  /** Country calling code of that phone, or ''. */
  telCode: z.string(),
  /** Email address, or ''. */
  email: z.string(),
});
/** Account info. */
export type AccountInfo = z.infer<typeof accountInfoDataSchema>;

/** GET /queryBalance answer. */
export const balanceDataSchema = z.object({
  /** Balance in ten-thousandths of the brand's unit, derived from the ledger. */
  balance: z.number().int(),
});

/** The webchat id: the phone without its calling code, or the email when there is no phone. */
export function webchatId(info: AccountInfo): string {
  return info.phone !== '' ? info.phone : info.email;
}
