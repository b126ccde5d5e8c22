/** Numbers: the inventory and the verification pool with their filters in the address, CSV imports, releases, quarantines ended, numbers given by hand and moved in or out of the pool, numbers bought from the carrier and given back. */
export { NumbersScreen } from './NumbersScreen.tsx';
