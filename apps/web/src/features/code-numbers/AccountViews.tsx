import { goToTab } from '../../lib/navigation.ts';
import { CodeHistory } from './multi/CodeHistory.tsx';
import { NumberManagement } from './multi/NumberManagement.tsx';

/** The user's verification numbers across apps; receiving again happens on the verification tab. */
export function VerificationNumbers() {
  return <NumberManagement onReceive={() => goToTab('verification')} />;
}

/** The verification history: codes, rents and subscriptions by UTC month. */
export function VerificationHistory() {
  return <CodeHistory />;
}
