/** Demo accounts and their numbers, seeded outside production. */
export {
  assignDemoNumbers,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  describeDemoNumbers,
  seedDemoAccounts,
} from './demo.service.ts';
