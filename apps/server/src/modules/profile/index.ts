/** The profile: reading it and submitting it for review. */
export { profileRoutes } from './profile.routes.ts';
export { ProfileService } from './profile.service.ts';
