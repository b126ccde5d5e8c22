import { type AppStock, type BrandId, CODE_STOCK_SHOWN, Retcode } from '@switchboard/protocol';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import { codeAppCatalogue } from './app-catalogue.ts';
import {
  addFavouriteApp,
  favouriteApps,
  removeFavouriteApp,
  servingPoolSize,
  takenPerApp,
} from './app-shelf.repo.ts';
import { codeCountryByCode } from './catalog.ts';

/** Who looks at the service list: an account, or a front-page visitor (null) of a brand. */
export interface ShelfViewer {
  accountId: string | null;
  brand: BrandId;
}

/** The service list's extras: each app's price and stock in a country, and the account's favourites. */
export class CodeAppShelf {
  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * getAppStock: every offered app, in getAppList's order, with its code rate on the viewer's brand
   * and the numbers lockable for it now, counted as the options count them (up to CODE_STOCK_SHOWN + 1).
   * An app with no fee in the country cannot give a number there: no rate, no stock.
   */
  async stock(viewer: ShelfViewer, countryCode: string): Promise<AppStock[]> {
    const country = codeCountryByCode(countryCode);
    if (country === undefined)
      throw new AppError(Retcode.INVALID_PARAMETER, `code: no numbers are offered in "${countryCode}"`, {
        say: say('countryNoNumbers'),
      });
    const apps = await codeAppCatalogue(this.db).load();
    const filter = { country: country.code, accountId: viewer.accountId, now: this.clock() };
    const [size, taken] = await Promise.all([
      servingPoolSize(this.db, country.code),
      takenPerApp(this.db, filter),
    ]);
    return apps.offered().map((entry) => {
      // A redirected entry is served as its target, so it shows the target's price and stock.
      const served = apps.served(entry.id);
      if (apps.storedFee(served.id, country.code) === undefined)
        return { app: entry.id, codeRate: null, available: 0 };
      const free = Math.max(0, size - (taken.get(served.id) ?? 0));
      return {
        app: entry.id,
        codeRate: apps.fee(served, country.code, viewer.brand).codeRate,
        available: Math.min(free, CODE_STOCK_SHOWN + 1),
      };
    });
  }

  /** The account's starred apps that are offered now, most recently starred first. */
  async favourites(accountId: string): Promise<string[]> {
    const apps = await codeAppCatalogue(this.db).load();
    const offered = new Set(apps.offered().map((app) => app.id));
    return (await favouriteApps(this.db, accountId)).filter((app) => offered.has(app));
  }

  /**
   * Stars or unstars an app; starring one that is unknown or not offered is refused with a sentence
   * (unstarring never is, so a star left on an app turned off can still go). Resolves the new list.
   */
  async setFavourite(accountId: string, appId: string, favourite: boolean): Promise<string[]> {
    if (favourite) {
      const apps = await codeAppCatalogue(this.db).load();
      // served() refuses an unknown app, and one that is not offered, with their sentences.
      apps.served(appId);
      await addFavouriteApp(this.db, accountId, appId, this.clock());
    } else {
      await removeFavouriteApp(this.db, accountId, appId);
    }
    return this.favourites(accountId);
  }
}
