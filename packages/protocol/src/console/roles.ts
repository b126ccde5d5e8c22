import { z } from 'zod';

/** What an operator is for. */
export const operatorRoles = ['admin', 'reviewer', 'support', 'finance'] as const;
/** What an operator is for. */
export const operatorRoleSchema = z.enum(operatorRoles);
/** What an operator is for. */
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

/** Everything a console call may need; each role holds some of them (ROLE_PERMISSIONS). */
export const consolePermissions = [
  'reviews.read',
  'reviews.decide',
  'identity.images',
  'users.read',
  'users.suspend',
  'users.signOut',
  'users.delete',
  'balance.adjust',
  'audit.read',
  'operators.manage',
  'payments.read',
  'payments.refund',
  'operations.read',
  'numbers.read',
  'numbers.manage',
  'catalogue.read',
  'catalogue.manage',
] as const;
/** One thing a console call may need. */
export const consolePermissionSchema = z.enum(consolePermissions);
/** One thing a console call may need. */
export type ConsolePermission = z.infer<typeof consolePermissionSchema>;

/**
 * The role matrix: the console hides what a role cannot do and the server refuses it. Deleting a
 * user and managing operators belong to admins only.
 */
export const ROLE_PERMISSIONS: { readonly [R in OperatorRole]: readonly ConsolePermission[] } = {
  admin: consolePermissions,
  reviewer: ['reviews.read', 'reviews.decide', 'identity.images', 'audit.read'],
  support: [
    'users.read',
    'users.suspend',
    'users.signOut',
    'audit.read',
    'payments.read',
    'operations.read',
    'numbers.read',
    'catalogue.read',
  ],
  finance: ['users.read', 'balance.adjust', 'audit.read', 'payments.read', 'payments.refund'],
};

/** True when the role holds the permission. */
export function roleMay(role: OperatorRole, permission: ConsolePermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
