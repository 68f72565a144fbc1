import { Role } from '@emlak/contracts';

/** The fixed role ids of docs/spec.md section 9. */
export const roleSeeds = [
  { id: Role.Admin, name: 'Admin' },
  { id: Role.SuperAdmin, name: 'SuperAdmin' },
  { id: Role.User, name: 'User' },
];
