/** Identity proof: its state, the multipart upload and the owner's images. */
export { kycRoutes } from './kyc.routes.ts';
export { KycService } from './kyc.service.ts';
