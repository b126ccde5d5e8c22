/** The console's review queues and decisions (profiles, use cases, identity proofs, toll-free registrations). */
export { consoleReviewRoutes } from './console-reviews.routes.ts';
export { ConsoleReviewService } from './console-reviews.service.ts';
