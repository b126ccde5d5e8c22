import { type CatalogueBannerDeps, CatalogueBannerService } from './catalogue-banners.service.ts';
import { type CatalogueRateDeps, CatalogueRateService } from './catalogue-rates.service.ts';

/** The catalogue's two halves. */
export interface ConsoleCatalogueServices {
  rates: CatalogueRateService;
  banners: CatalogueBannerService;
}

/** Makes the catalogue's services. */
export function createConsoleCatalogue(
  deps: CatalogueRateDeps & CatalogueBannerDeps,
): ConsoleCatalogueServices {
  return { rates: new CatalogueRateService(deps), banners: new CatalogueBannerService(deps) };
}
