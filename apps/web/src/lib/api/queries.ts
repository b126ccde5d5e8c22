import { useQuery } from '@tanstack/react-query';
import { useSession } from '../session.ts';
import { getAccountInfo, queryBalance } from './calls.ts';
import { queryKeys } from './keys.ts';

export { type HistoryKind, queryKeys } from './keys.ts';

/** Account info (phone, telCode, email) of the signed-in user. */
export function useAccountInfo() {
  const token = useSession((state) => state.token);
  return useQuery({ queryKey: queryKeys.accountInfo, queryFn: getAccountInfo, enabled: token !== null });
}

/** Balance in ten-thousandths of the brand's unit. */
export function useBalance() {
  const token = useSession((state) => state.token);
  return useQuery({ queryKey: queryKeys.balance, queryFn: queryBalance, enabled: token !== null });
}
