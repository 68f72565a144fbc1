import type { Budget, BudgetAnalytics, BudgetDetail, BudgetOrganization } from '@emlak/contracts';
import { HttpResponse } from 'msw';

const pad = (value: number) => String(value).padStart(2, '0');

/** A budget as the server lists it: an issued October 2026 of organization 2 unless told. */
export const budget = (id: number, extra: Partial<Budget> = {}): Budget => {
  const year = extra.year ?? 2026;
  const month = extra.month ?? 10;
  return {
    id,
    organizationId: 2,
    organizationName: 'Xəzər Əmlak Agentliyi',
    year,
    month,
    status: 2,
    periodDescription: `${year}-${pad(month)}`,
    periodStart: `${year}-${pad(month)}-01`,
    periodEnd: `${year}-${pad(month)}-31`,
    dueDate: `${year}-${pad(month + 1)}-10`,
    totalCost: '1234.50',
    paidAmount: '234.50',
    remainingAmount: '1000.00',
    isPaid: false,
    isOverdue: false,
    daysOverdue: 0,
    paidDate: null,
    paymentReference: null,
    notes: null,
    issuedAt: `${year}-${pad(month + 1)}-01T00:05:00.000Z`,
    lineItemCount: 2,
    version: 1,
    ...extra,
  };
};

export const budgetDetail = (id: number, extra: Partial<BudgetDetail> = {}): BudgetDetail => ({
  ...budget(id, extra),
  lineItems: [
    {
      id: 1,
      userId: 11,
      userName: 'Leyla Həsənova',
      userEmail: 'agent@demo.az',
      subscriptionId: 5,
      subscriptionPlanId: 2,
      subscriptionPlanName: 'Standart',
      description: null,
      dailyRate: '3.3333',
      daysUsed: 15,
      lineTotal: '50.00',
      startDate: '2026-10-17',
      endDate: '2026-11-26',
    },
    {
      id: 2,
      userId: 12,
      userName: 'Rəşad Məmmədov',
      userEmail: 'rashad.mammadov@demo.az',
      subscriptionId: 6,
      subscriptionPlanId: 3,
      subscriptionPlanName: 'Premium',
      description: null,
      dailyRate: '39.4833',
      daysUsed: 31,
      lineTotal: '1184.50',
      startDate: '2026-09-20',
      endDate: '2026-10-30',
    },
  ],
  payments: [
    {
      id: 9,
      budgetId: id,
      amount: '234.50',
      paidDate: '2026-11-05',
      paymentReference: 'KB-1',
      notes: null,
      recordedByName: 'Rauf Quliyev',
      createdAt: '2026-11-05T08:00:00.000Z',
    },
  ],
  ...extra,
});

export const budgetOrganizations: BudgetOrganization[] = [
  {
    organizationId: 2,
    organizationName: 'Xəzər Əmlak Agentliyi',
    isLocked: false,
    lockedReason: null,
    budgetCount: 3,
    totalCost: '3000.00',
    paidAmount: '2000.00',
    unpaidAmount: '1000.00',
    overdueCount: 1,
  },
  {
    organizationId: 3,
    organizationName: 'Abşeron Mülk',
    isLocked: false,
    lockedReason: null,
    budgetCount: 1,
    totalCost: '500.00',
    paidAmount: '500.00',
    unpaidAmount: '0.00',
    overdueCount: 0,
  },
];

/** The analytics of 2026 with a given payment rate. */
export const analytics = (paymentRate: number, extra: Partial<BudgetAnalytics> = {}): BudgetAnalytics => ({
  year: 2026,
  organizationId: null,
  budgetCount: 4,
  overdueCount: 1,
  totalCost: '3500.00',
  paidAmount: '2500.00',
  unpaidAmount: '1000.00',
  paymentRate,
  topUsers: [
    {
      userId: 12,
      userName: 'Rəşad Məmmədov',
      organizationName: 'Xəzər Əmlak Agentliyi',
      totalCost: '1184.50',
    },
    { userId: 11, userName: 'Leyla Həsənova', organizationName: 'Xəzər Əmlak Agentliyi', totalCost: '50.00' },
  ],
  topPlans: [
    { planId: 3, planName: 'Premium', revenue: '1184.50', lineCount: 1 },
    { planId: 2, planName: 'Standart', revenue: '50.00', lineCount: 1 },
  ],
  trend: [6, 7, 8, 9, 10, 11].map((month) => ({
    year: 2026,
    month,
    totalCost: month === 11 ? '0.00' : '700.00',
    paidAmount: month >= 10 ? '0.00' : '700.00',
  })),
  ...extra,
});

export const errorBody = (status: number, code: string, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json({ status, code, message, errors, requestId: 'r' }, { status });
