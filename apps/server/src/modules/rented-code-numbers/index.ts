/** The user's rented code numbers: subscribe, release, re-subscribe, history, messages, sending. */
export { rentedCodeNumberRoutes } from './rented.routes.ts';
export { RentedCodeNumberService } from './rented.service.ts';
