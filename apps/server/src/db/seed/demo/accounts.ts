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
    const inserted = await tx
      .insert(users)
      .values(
        organization.users.map(([email, firstName, lastName, roleId, phone, colorCode]) => ({
          organizationId: row!.id,
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
          createdAt,
          updatedAt: createdAt,
        })),
      )
      .returning({
        id: users.id,
        organizationId: users.organizationId,
        roleId: users.roleId,
        email: users.email,
        name: users.name,
      });
    accounts.push(...inserted.map((user) => ({ ...user, isOperator: organization.isOperator })));
  }
  return accounts;
};
