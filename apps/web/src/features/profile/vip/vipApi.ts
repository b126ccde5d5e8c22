import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client.ts';
import { useSignedIn, vipInfoQuery } from '../../../lib/api/queries.ts';
import { useBrand } from '../../../lib/runtime.ts';

/**
 * Buys one period from the balance; `expireDate` is the end the person saw, so a second
 * confirmation of the same purchase charges nothing.
 */
export function buyVip(expireDate: number | null) {
  return callApi('buyVip', { body: { expireDate } });
}

/** The VIP membership, asked only on a brand that sells it. */
export function useVipInfo() {
  const signedIn = useSignedIn();
  const brand = useBrand();
  return useQuery({ ...vipInfoQuery(), enabled: signedIn && brand.features.vip });
}
