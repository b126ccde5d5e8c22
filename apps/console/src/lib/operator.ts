import type { ConsolePermission, Operator } from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { meQuery } from './api/queries.ts';
import { useSession } from './session.ts';

/**
 * The signed-in operator, once consoleMe has answered (the layout waits for it before showing any
 * screen, so screens always have it); null while there is none.
 */
export function useOperator(): Operator | null {
  const token = useSession((state) => state.token);
  const me = useQuery({ ...meQuery(token ?? ''), enabled: token !== null });
  return me.data?.operator ?? null;
}

/** True when the operator's role holds the permission: the console shows only what the role may do. */
export function useMay(permission: ConsolePermission): boolean {
  return useOperator()?.permissions.includes(permission) ?? false;
}
