import { Role, type RoleId } from '@emlak/contracts';
import { join } from 'node:path';

/** The demo seed's password, the same for every demo account. */
export const PASSWORD = 'Demo12345!';

export type SavedRole = 'superadmin' | 'admin' | 'agent';

/**
 * The accounts the setup project signs in once; their saved sessions are shared by many specs,
 * so no spec signs these accounts in or out (the server keeps one active device per user).
 */
export const savedAccounts: Record<SavedRole, { email: string; roleId: RoleId }> = {
  superadmin: { email: 'superadmin@demo.az', roleId: Role.SuperAdmin },
  admin: { email: 'admin@demo.az', roleId: Role.Admin },
  agent: { email: 'agent@demo.az', roleId: Role.User },
};

// Per port, so that two runs on different ports never use each other's sessions.
export const storageStateOf = (role: SavedRole) =>
  join(import.meta.dirname, '..', '.auth', process.env.E2E_PORT ?? '4300', `${role}.json`);

/**
 * One account per spec that signs in, out, locks out or takes over a device, so that no two
 * specs running at once disturb each other's session or the per-user throttles.
 */
export const dedicated = {
  /** Admin sign-in and sign-out (agency 2). */
  admin: 'admin2@demo.az',
  /** User sign-in and sign-out and the guard's way back (agency 2). */
  user: 'agent2@demo.az',
  /** Two browser contexts: the other-device sign-out. */
  otherDevice: 'rashad.mammadov@demo.az',
  /** Lock from the menu, a wrong and a right password. */
  lock: 'nigar.quliyeva@demo.az',
  /** Three wrong passwords on the lock screen: the lockout. */
  lockout: 'elvin.ismayilov@demo.az',
  /** The agent whose subscription ran out and is not renewed: the 402 and the payment page. */
  gated: 'expired@demo.az',
  /** The agent the demo seed leaves without accepted terms: the dialog, refusing and accepting. */
  terms: 'newcomer@demo.az',
} as const;
