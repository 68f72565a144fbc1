/** Role ids are fixed by the spec (section 9): 1 Admin, 2 SuperAdmin, 3 User. */
export const Role = { Admin: 1, SuperAdmin: 2, User: 3 } as const;
export type RoleId = (typeof Role)[keyof typeof Role];
export const roleIds: readonly RoleId[] = [Role.Admin, Role.SuperAdmin, Role.User];

export const isRoleId = (value: unknown): value is RoleId =>
  typeof value === 'number' && (roleIds as readonly number[]).includes(value);
