import { lazy } from 'react';

// Each screen is its own download: an operator loads the data grid, the QR code or the phone-number
// metadata only with the screens that use them.

export const SignInScreen = lazy(() =>
  import('../features/sign-in/index.ts').then((module) => ({ default: module.SignInScreen })),
);
export const SetupScreen = lazy(() =>
  import('../features/setup/index.ts').then((module) => ({ default: module.SetupScreen })),
);
export const ReviewQueueScreen = lazy(() =>
  import('../features/reviews/index.ts').then((module) => ({ default: module.ReviewQueueScreen })),
);
export const UserSearchScreen = lazy(() =>
  import('../features/users/index.ts').then((module) => ({ default: module.UserSearchScreen })),
);
export const UserDetailScreen = lazy(() =>
  import('../features/users/index.ts').then((module) => ({ default: module.UserDetailScreen })),
);
export const AuditScreen = lazy(() =>
  import('../features/audit/index.ts').then((module) => ({ default: module.AuditScreen })),
);
export const PaymentsScreen = lazy(() =>
  import('../features/payments/index.ts').then((module) => ({ default: module.PaymentsScreen })),
);
export const PaymentDetailScreen = lazy(() =>
  import('../features/payments/index.ts').then((module) => ({ default: module.PaymentDetailScreen })),
);
export const NumbersScreen = lazy(() =>
  import('../features/numbers/index.ts').then((module) => ({ default: module.NumbersScreen })),
);
export const OperatorsScreen = lazy(() =>
  import('../features/operators/index.ts').then((module) => ({ default: module.OperatorsScreen })),
);
export const CatalogueScreen = lazy(() =>
  import('../features/catalogue/index.ts').then((module) => ({ default: module.CatalogueScreen })),
);
export const OperationsScreen = lazy(() =>
  import('../features/operations/index.ts').then((module) => ({ default: module.OperationsScreen })),
);
