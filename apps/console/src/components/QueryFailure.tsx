import { FailureAlert } from './FailureAlert.tsx';

/** What QueryFailure reads of a query (any useQuery result). */
interface FailedQuery {
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** A query's failure where its data would be, with a retry that asks again; nothing while it has not failed. */
export function QueryFailure({ query }: { query: FailedQuery }) {
  if (!query.isError) return null;
  return <FailureAlert error={query.error} onRetry={() => void query.refetch()} />;
}
