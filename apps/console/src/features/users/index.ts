/** Users: the search and one user's page with the actions the operator's role may take. */
export { UserDetailScreen } from './UserDetailScreen.tsx';
export { UserSearchScreen } from './UserSearchScreen.tsx';
