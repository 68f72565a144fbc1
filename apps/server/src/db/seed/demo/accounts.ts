import { Role, TERMS_VERSION, type RoleId } from '@emlak/contracts';
import type { Executor } from '../../client';
import { organizations, users } from '../../schema';

export const DEMO_PASSWORD = 'Demo12345!';
/** Its presence means the demo data is already there. */
export const DEMO_MARKER_EMAIL = 'superadmin@demo.az';

type DemoUser = readonly [
  email: string,
  firstName: string,
  lastName: string,
  roleId: RoleId,
  phone: string,
  colorCode: string,
];
type DemoOrganization = { name: string; isOperator: boolean; users: readonly DemoUser[] };

const DEMO_ORGANIZATIONS: readonly DemoOrganization[] = [
  {
    name: 'Platform Operator',
    isOperator: true,
    users: [[DEMO_MARKER_EMAIL, 'Rauf', 'Quliyev', Role.SuperAdmin, '+994502104455', '#1e3a8a']],
  },
  {
    name: 'Xəzər Əmlak Agentliyi',
    isOperator: false,
    users: [
      ['admin@demo.az', 'Kamran', 'Əliyev', Role.Admin, '+994503217788', '#0f766e'],
      ['agent@demo.az', 'Leyla', 'Həsənova', Role.User, '+994557412233', '#c2410c'],
      ['rashad.mammadov@demo.az', 'Rəşad', 'Məmmədov', Role.User, '+994705558190', '#7c3aed'],
      ['nigar.quliyeva@demo.az', 'Nigar', 'Quliyeva', Role.User, '+994776403317', '#be123c'],
      ['elvin.ismayilov@demo.az', 'Elvin', 'İsmayılov', Role.User, '+994997126654', '#15803d'],
    ],
  },
  {
    name: 'Abşeron Mülk',
    isOperator: false,
    users: [
      ['admin2@demo.az', 'Aysel', 'Kərimova', Role.Admin, '+994513308821', '#0369a1'],
      ['agent2@demo.az', 'Orxan', 'Babayev', Role.User, '+994552679014', '#a16207'],
    ],
  },
];

/**
 * The agent on the small trial plan whose search meter visibly counts down (docs/decisions.md
 * "Demo data"). Added after everything else the seed generates, so the demo's other rows (and
 * their random draws) are what they were before it existed.
 */
export const DEMO_METER_AGENT: DemoUser = [
  'meter@demo.az',
  'Səbinə',
  'Rzayeva',
  Role.User,
  '+994508812407',
  '#0e7490',
];

/**
 * The agent whose subscription ran out and is not renewed (docs/decisions.md "Demo data"): signed
 * in, the business screens answer 402 and the web app shows the payment page. In the first demo
 * agency, added after everything else, like the meter agent.
 */
export const DEMO_EXPIRED_AGENT: DemoUser = [
  'expired@demo.az',
  'Samir',
  'Qasımov',
  Role.User,
  '+994517730946',
  '#9333ea',
];

/**
 * The agency that has not paid (docs/decisions.md "Demo data"): its agents' subscriptions ran
 * out, nobody renews them and the demo upkeep does not pay its budgets, so the month close issues
 * its ended months unpaid and, once one is more than 10 days overdue, locks it. The operator
 * shows a budget with money owed, records payments on it and sees the lock go.
 */
export const DEMO_UNPAID_ORGANIZATION: DemoOrganization = {
  name: 'Köhnə Şəhər Əmlak',
  isOperator: false,
  users: [
    ['admin3@demo.az', 'Fərid', 'Nəsirov', Role.Admin, '+994503364172', '#b45309'],
    ['agent3@demo.az', 'Günay', 'Abdullayeva', Role.User, '+994558041937', '#4d7c0f'],
    ['tural.huseynov@demo.az', 'Tural', 'Hüseynov', Role.User, '+994702915583', '#1d4ed8'],
  ],
};

/**
 * The agent who has not accepted the terms (docs/decisions.md "Demo data"): signed in, the web
 * app asks for them over the dashboard. Every other demo account is seeded as having accepted the
 * current version. In the first demo agency, paying and renewed like its colleagues; added last.
 */
export const DEMO_NEWCOMER_AGENT: DemoUser = [
  'newcomer@demo.az',
  'Aynur',
  'Cəfərova',
  Role.User,
  '+994505129376',
  '#db2777',
];

const emailsOf = (demoUsers: readonly DemoUser[]) => demoUsers.map(([email]) => email);

/** Every demo account's e-mail. */
export const DEMO_EMAILS: readonly string[] = [
  ...DEMO_ORGANIZATIONS.flatMap((organization) => emailsOf(organization.users)),
  DEMO_METER_AGENT[0],
  DEMO_EXPIRED_AGENT[0],
  ...emailsOf(DEMO_UNPAID_ORGANIZATION.users),
  DEMO_NEWCOMER_AGENT[0],
];

/** The accounts whose agencies the demo upkeep pays for: every one but the unpaid agency's. */
export const DEMO_PAYING_EMAILS: readonly string[] = DEMO_EMAILS.filter(
  (email) => !emailsOf(DEMO_UNPAID_ORGANIZATION.users).includes(email),
);

/** The accounts whose subscriptions the demo upkeep renews: the paying ones but the expired agent. */
export const DEMO_RENEWED_EMAILS: readonly string[] = DEMO_PAYING_EMAILS.filter(
  (email) => email !== DEMO_EXPIRED_AGENT[0],
);

export type DemoAccount = {
  id: number;
  organizationId: number;
  roleId: number;
  email: string;
  name: string;
  isOperator: boolean;
};

const DAY_MS = 86_400_000;
/** The agencies have worked for a little over a year, so a year of deals fits their history. */
const ORGANIZATION_AGE_DAYS = 400;
const GRACE_PERIOD_DAYS = 35;

type UserOptions = {
  organizationId: number;
  passwordHash: string;
  cityId: number | null;
  createdAt: Date;
  /** When the seed runs: the accounts accept the current terms then, not when they were created. */
  now: Date;
  /** False for the newcomer only: the demo accounts have accepted the current terms. */
  acceptedTerms?: boolean;
};

const insertUsers = (tx: Executor, demoUsers: readonly DemoUser[], options: UserOptions) =>
  tx
    .insert(users)
    .values(
      demoUsers.map(([email, firstName, lastName, roleId, phone, colorCode]) => ({
        organizationId: options.organizationId,
        roleId,
        email,
        name: `${firstName} ${lastName}`,
        firstName,
        lastName,
        passwordHash: options.passwordHash,
        colorCode,
        phone,
        cityId: options.cityId,
        country: 'Azərbaycan',
        termsAcceptedAt: options.acceptedTerms === false ? null : options.now,
        termsVersion: options.acceptedTerms === false ? null : TERMS_VERSION,
        createdAt: options.createdAt,
        updatedAt: options.createdAt,
      })),
    )
    .returning({
      id: users.id,
      organizationId: users.organizationId,
      roleId: users.roleId,
      email: users.email,
      name: users.name,
    });

type AgentOptions = { now: Date; passwordHash: string; cityId: number | null; organizationId: number };

/** One more agent of a demo agency, as old as its colleagues. */
const insertDemoAgent = async (
  tx: Executor,
  agent: DemoUser,
  options: AgentOptions & { acceptedTerms?: boolean },
): Promise<DemoAccount> => {
  const createdAt = new Date(options.now.getTime() - ORGANIZATION_AGE_DAYS * DAY_MS);
  const [inserted] = await insertUsers(tx, [agent], { ...options, createdAt });
  return { ...inserted!, isOperator: false };
};

/** The meter agent, in the first demo agency. */
export const insertDemoMeterAgent = (tx: Executor, options: AgentOptions) =>
  insertDemoAgent(tx, DEMO_METER_AGENT, options);

/** The agent whose subscription ran out, in the first demo agency. */
export const insertDemoExpiredAgent = (tx: Executor, options: AgentOptions) =>
  insertDemoAgent(tx, DEMO_EXPIRED_AGENT, options);

/** The agent who has not accepted the terms, in the first demo agency. */
export const insertDemoNewcomerAgent = (tx: Executor, options: AgentOptions) =>
  insertDemoAgent(tx, DEMO_NEWCOMER_AGENT, { ...options, acceptedTerms: false });

/** An organization 400 days old (its grace period long over) with its accounts. */
const insertOrganization = async (
  tx: Executor,
  organization: DemoOrganization,
  options: { now: Date; passwordHash: string; cityId: number | null },
): Promise<DemoAccount[]> => {
  const createdAt = new Date(options.now.getTime() - ORGANIZATION_AGE_DAYS * DAY_MS);
  const [row] = await tx
    .insert(organizations)
    .values({
      name: organization.name,
      isOperator: organization.isOperator,
      createdAt,
      updatedAt: createdAt,
      gracePeriodEnd: new Date(createdAt.getTime() + GRACE_PERIOD_DAYS * DAY_MS),
    })
    .returning({ id: organizations.id });
  const inserted = await insertUsers(tx, organization.users, {
    ...options,
    organizationId: row!.id,
    createdAt,
  });
  return inserted.map((user) => ({ ...user, isOperator: organization.isOperator }));
};

export const insertDemoAccounts = async (
  tx: Executor,
  options: { now: Date; passwordHash: string; cityId: number | null },
): Promise<DemoAccount[]> => {
  const accounts: DemoAccount[] = [];
  for (const organization of DEMO_ORGANIZATIONS)
    accounts.push(...(await insertOrganization(tx, organization, options)));
  return accounts;
};

/** The unpaid agency and its accounts. */
export const insertDemoUnpaidAgency = (
  tx: Executor,
  options: { now: Date; passwordHash: string; cityId: number | null },
): Promise<DemoAccount[]> => insertOrganization(tx, DEMO_UNPAID_ORGANIZATION, options);
