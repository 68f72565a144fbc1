/** Query keys of one organization and its users; a change to the organization refreshes both. */
export const organizationKey = (id: number) => ['organizations', id] as const;
export const organizationUsersKey = (id: number) => ['organizations', id, 'users'] as const;
export const ORGANIZATIONS_KEY = ['organizations'] as const;
