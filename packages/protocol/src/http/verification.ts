// The verification-code contract, split by area; this module keeps the one import path for both.
export * from './verification-numbers.ts';
export * from './verification-receive.ts';
