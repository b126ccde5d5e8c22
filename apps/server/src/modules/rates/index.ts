/** SMS and MMS prices, the rates page and the static country lists. */
export { countryNameOf } from './country-names.ts';
export { countryDataRoutes } from './data.routes.ts';
export { rateRoutes } from './rates.routes.ts';
export { RateService } from './rates.service.ts';
