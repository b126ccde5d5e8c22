/** The verification-code service: the catalogue, the pool, locks and codes received, and the simulator's code sender. */

export { codeAppCatalogue } from './app-catalogue.ts';
export { type CodeNumberServices, createCodeNumbers } from './code-numbers.module.ts';
export { codeNumberRoutes } from './code-numbers.routes.ts';
export { codeSimulatorRoutes } from './code-sim.routes.ts';
export { seedPool } from './pool.repo.ts';
