/** What tests outside the contacts feature read of it: the home country the form and the importer use. */
export { useHomeCountry } from './lib/homeCountry.ts';
