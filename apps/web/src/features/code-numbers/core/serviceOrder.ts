import type { AppStock, VerificationApp } from '@switchboard/protocol';

/** One row of the service list: the app, its price and stock in the chosen country (when known), its star. */
export interface ServiceRow {
  app: VerificationApp;
  stock: AppStock | undefined;
  favourite: boolean;
}

/** Whether a row is known to have no number for its app now. */
export function outOfStock(row: ServiceRow): boolean {
  return row.stock !== undefined && row.stock.available === 0;
}

/**
 * The rows in list order: favourites pinned on top (most recently starred first), then the rest with
 * apps in stock before those out of stock; within those, recently used apps first (most recent
 * first), then the catalogue's sort order.
 */
export function orderServices(
  apps: readonly VerificationApp[],
  lists: { favourites: readonly string[]; recent: readonly string[]; stock: readonly AppStock[] | undefined },
): ServiceRow[] {
  const stockOf = new Map((lists.stock ?? []).map((entry) => [entry.app, entry]));
  const rank = (list: readonly string[], app: string) => {
    const index = list.indexOf(app);
    return index === -1 ? Number.POSITIVE_INFINITY : index;
  };
  const rows = apps.map((app) => ({
    app,
    stock: stockOf.get(app.app),
    favourite: lists.favourites.includes(app.app),
  }));
  const keys = (row: ServiceRow) => [
    rank(lists.favourites, row.app.app),
    outOfStock(row) ? 1 : 0,
    rank(lists.recent, row.app.app),
    row.app.sort,
  ];
  return rows.sort((a, b) => {
    const [left, right] = [keys(a), keys(b)];
    for (let index = 0; index < left.length; index += 1) {
      const [x, y] = [left[index] ?? 0, right[index] ?? 0];
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  });
}
