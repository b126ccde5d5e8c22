/** The profile and the operator's review decisions (simulator). */
export { profileRoutes } from './profile.routes.ts';
export { ProfileService } from './profile.service.ts';
export { reviewRoutes } from './review.routes.ts';
export { ReviewService } from './review.service.ts';
