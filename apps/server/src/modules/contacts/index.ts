/** The cloud address book. */
export { contactRoutes } from './contacts.routes.ts';
export { ContactService } from './contacts.service.ts';
