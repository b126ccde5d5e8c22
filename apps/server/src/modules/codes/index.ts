/** The verification-code service: new numbers, old numbers, and the simulator's code sender. */
export { codeSimulatorRoutes } from './code-sim.routes.ts';
export { type CodeNumberServices, createCodeNumbers } from './codes.module.ts';
export { codeNumberRoutes } from './codes.routes.ts';
export { oldCodeRoutes } from './old/old.routes.ts';
export { OldNumberService } from './old/old.service.ts';
export { seedPool } from './pool.repo.ts';
