import { Role, type RoleId } from '@emlak/contracts';
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

/** Every demo account's e-mail: the accounts the demo upkeep looks after, and no others. */
export const DEMO_EMAILS: readonly string[] = [
  ...DEMO_ORGANIZATIONS.flatMap((organization) => organization.users.map(([email]) => email)),
  DEMO_METER_AGENT[0],
];

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

type UserOptions = { organizationId: number; passwordHash: string; cityId: number | null; createdAt: Date };

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

/** The meter agent, in the first demo agency, as old as its colleagues. */
export const insertDemoMeterAgent = async (
  tx: Executor,
  options: { now: Date; passwordHash: string; cityId: number | null; organizationId: number },
): Promise<DemoAccount> => {
  const createdAt = new Date(options.now.getTime() - ORGANIZATION_AGE_DAYS * DAY_MS);
  const [agent] = await insertUsers(tx, [DEMO_METER_AGENT], { ...options, createdAt });
  return { ...agent!, isOperator: false };
};

export const insertDemoAccounts = async (
  tx: Executor,
  options: { now: Date; passwordHash: string; cityId: number | null },
): Promise<DemoAccount[]> => {
  const createdAt = new Date(options.now.getTime() - ORGANIZATION_AGE_DAYS * DAY_MS);
  const accounts: DemoAccount[] = [];
  for (const organization of DEMO_ORGANIZATIONS) {
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
    accounts.push(...inserted.map((user) => ({ ...user, isOperator: organization.isOperator })));
  }
  return accounts;
};
