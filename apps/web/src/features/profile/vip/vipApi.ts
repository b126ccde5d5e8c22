import { buyVipDataSchema, vipInfoDataSchema } from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryKeys } from '../../../lib/api/queries.ts';
import { useBrand } from '../../../lib/runtime.ts';
import { useSession } from '../../../lib/session.ts';

/** GET /getVipInfo: the membership and the price of one period. */
export function getVipInfo() {
  return apiRequest('getVipInfo', { schema: vipInfoDataSchema });
}

/**
 * POST /buyVip: buys one period from the balance; `expireDate` is the end the person saw, so a
 * second confirmation of the same purchase charges nothing.
 */
export function buyVip(expireDate: number | null) {
  return apiRequest('buyVip', { method: 'POST', body: { expireDate }, schema: buyVipDataSchema });
}

/** The VIP membership, asked only on a brand that sells it. */
export function useVipInfo() {
  const token = useSession((state) => state.token);
  const brand = useBrand();
  return useQuery({
    queryKey: queryKeys.vipInfo,
    queryFn: getVipInfo,
    enabled: token !== null && brand.features.vip,
  });
}
