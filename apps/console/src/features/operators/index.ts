/**
 * Operators (admins only): the list, a new operator with a role and a one-time setup link, disabling
 * and enabling another operator with a reason.
 */
export { OperatorsScreen } from './OperatorsScreen.tsx';
