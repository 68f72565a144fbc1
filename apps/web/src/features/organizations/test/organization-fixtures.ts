import type { Organization, OrganizationUser } from '@emlak/contracts';
import { HttpResponse } from 'msw';

const DAY = 24 * 60 * 60 * 1000;

/** An organization as the server answers it; created `age` days ago with the 35-day grace period. */
export const organization = (id: number, name: string, extra: Partial<Organization> = {}): Organization => {
  const age = extra.daysLeft === undefined ? 400 : 35 - extra.daysLeft;
  const created = new Date(Date.now() - age * DAY);
  return {
    id,
    name,
    isContactEnabled: true,
    isLocked: false,
    lockedReason: null,
    status: 'active',
    isOperator: false,
    gracePeriodEnd: new Date(created.getTime() + 35 * DAY).toISOString(),
    daysLeft: 0,
    userCount: 3,
    createdAt: created.toISOString(),
    updatedAt: created.toISOString(),
    version: 4,
    ...extra,
  };
};

export const organizationUser = (id: number, name: string, extra: Partial<OrganizationUser> = {}) => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@demo.az`,
  organizationName: 'Xəzər Əmlak',
  firstName: name.split(' ')[0]!,
  lastName: name.split(' ')[1] ?? null,
  phone: null,
  status: 'active' as const,
  roleId: 3,
  ...extra,
});

export const errorBody = (status: number, code: string, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json({ status, code, message, errors, requestId: 'r' }, { status });
