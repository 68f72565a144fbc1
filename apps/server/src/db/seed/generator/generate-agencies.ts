import { Role, type RoleId } from '@emlak/contracts';
import { mobilePhone, personName } from './generate-announcements';
import { createRandom, type Random } from './random';

/** Every generated account signs in with this (benchmarks only; never a real database). */
export const GENERATED_PASSWORD = 'Bench12345!';
/** The e-mail domain of generated accounts: how the generator finds the agencies it made. */
export const GENERATED_EMAIL_DOMAIN = 'bench.emlak.az';

export type GeneratedUser = {
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  roleId: RoleId;
  phone: string;
  colorCode: string;
};
export type GeneratedAgency = { name: string; users: GeneratedUser[] };

export type AgencyOptions = {
  seed: number;
  /** How many agencies; their sizes fall off from the biggest (Zipf-like), at least 3 agents each. */
  count: number;
  /** Agents of the biggest agency. */
  biggest: number;
};

const NAME_STEMS = [
  'Xəzər',
  'Abşeron',
  'Bakı',
  'Qala',
  'İçərişəhər',
  'Nərgiz',
  'Şərq',
  'Qafqaz',
  'Ulduz',
  'Mərkəz',
  'Dəniz',
  'Bulvar',
  'Günəşli',
  'Yasamal',
  'Səbail',
  'Nəsimi',
] as const;
const NAME_KINDS = [
  'Əmlak',
  'Mülk',
  'Realty',
  'Ev Agentliyi',
  'Daşınmaz Əmlak',
  'Property',
  'Estate',
] as const;
/** Label colours the statistics cards and charts show per agent. */
const USER_COLORS = [
  '#0f766e',
  '#c2410c',
  '#7c3aed',
  '#be123c',
  '#15803d',
  '#0369a1',
  '#a16207',
  '#1d4ed8',
  '#b45309',
  '#9d174d',
  '#4d7c0f',
  '#6d28d9',
] as const;

const user = (random: Random, email: string, roleId: RoleId): GeneratedUser => {
  const name = personName(random, true);
  const [firstName, lastName] = name.split(' ') as [string, string];
  return {
    email,
    name,
    firstName,
    lastName,
    roleId,
    phone: mobilePhone(random),
    colorCode: random.pick(USER_COLORS),
  };
};

/**
 * Agencies and their people for the benchmarks: agency k has about `biggest / k^0.9` agents (so a
 * few big agencies and a long tail of small ones, as in Baku), one Admin, two above 30 agents.
 * Pure: the same options give the same agencies.
 */
export const generateAgencies = (options: AgencyOptions): GeneratedAgency[] => {
  const random = createRandom(options.seed ^ 0x2545f491);
  return Array.from({ length: options.count }, (_, index) => {
    const rank = index + 1;
    const agents = Math.max(3, Math.round(options.biggest / rank ** 0.9));
    const admins = agents > 30 ? 2 : 1;
    // 16 stems and 7 kinds (coprime): the first 112 names are all different, later ones numbered.
    const name = `${NAME_STEMS[index % NAME_STEMS.length]} ${NAME_KINDS[index % NAME_KINDS.length]}`;
    return {
      name: index < NAME_STEMS.length * NAME_KINDS.length ? name : `${name} ${rank}`,
      users: [
        ...Array.from({ length: admins }, (_, n) =>
          user(random, `admin${rank}${n ? `-${n + 1}` : ''}@${GENERATED_EMAIL_DOMAIN}`, Role.Admin),
        ),
        ...Array.from({ length: agents }, (_, n) =>
          user(random, `agent${rank}-${n + 1}@${GENERATED_EMAIL_DOMAIN}`, Role.User),
        ),
      ],
    };
  });
};
