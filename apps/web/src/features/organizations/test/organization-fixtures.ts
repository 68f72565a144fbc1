import type { BudgetWithLines, Organization, OrganizationUser, Subscription } from '@emlak/contracts';
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

/** A month's budget of organization 2 as GET /adminbudget/organization/2/budgets lists it. */
export const budget = (id: number, month: number): BudgetWithLines => ({
  id,
  organizationId: 2,
  organizationName: 'Xəzər Əmlak',
  year: 2026,
  month,
  status: 2,
  periodDescription: `2026-${String(month).padStart(2, '0')}`,
  periodStart: `2026-${String(month).padStart(2, '0')}-01`,
  periodEnd: `2026-${String(month).padStart(2, '0')}-28`,
  dueDate: `2026-${String(month + 1).padStart(2, '0')}-10`,
  totalCost: '100.00',
  paidAmount: '0.00',
  remainingAmount: '100.00',
  isPaid: false,
  isOverdue: false,
  daysOverdue: 0,
  paidDate: null,
  paymentReference: null,
  notes: null,
  issuedAt: null,
  lineItemCount: 0,
  version: 1,
  lineItems: [],
});

/** A subscription of a user as GET /adminsubscription/subscriptions lists it. */
export const subscription = (
  id: number,
  userId: number,
  planId: number,
  planName: string,
  extra: Partial<Subscription> = {},
): Subscription => ({
  id,
  userId,
  organizationId: 2,
  subscriptionPlanId: planId,
  planName,
  planPrice: '100.00',
  requestLimit: 1700,
  startDate: '2026-04-01',
  endDate: '2026-05-11',
  isActive: true,
  autoRenew: false,
  status: 1,
  adminNotes: null,
  isCurrent: true,
  createdAt: '2026-04-01T08:00:00.000Z',
  ...extra,
});

/** The active plans of GET /adminsubscription/dropdown (the seed's). */
export const planOptions = [
  { value: 1, displayText: 'Temel' },
  { value: 2, displayText: 'Standart' },
  { value: 3, displayText: 'Premium' },
  { value: 4, displayText: 'Profesyonel' },
  { value: 5, displayText: 'Usta' },
];
