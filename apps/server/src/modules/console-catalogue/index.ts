/** The console's catalogue: the SMS/MMS price list and the banner ads getAdConfig answers. */

export { consoleCatalogueRoutes } from './catalogue.routes.ts';
export { type ConsoleCatalogueServices, createConsoleCatalogue } from './catalogue.services.ts';
export { CatalogueBannerService } from './catalogue-banners.service.ts';
