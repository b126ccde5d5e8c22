/** Catalogue: the SMS/MMS price list and the banner ads, each tab with its edits for admins. */
export { CatalogueScreen } from './CatalogueScreen.tsx';
