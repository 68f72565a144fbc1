import type { plans } from '../../schema';

type PlanSeed = Pick<
  typeof plans.$inferInsert,
  'name' | 'description' | 'price' | 'requestLimit' | 'isPopular' | 'displayOrder'
>;

/** The five packages of docs/spec.md section 9: AZN price and searches per subscription period. */
export const planSeeds: readonly PlanSeed[] = [
  {
    name: 'Temel',
    description: 'Yeni başlayan agent üçün: abunə müddətində 900 elan axtarışı.',
    price: '50.00',
    requestLimit: 900,
    isPopular: false,
    displayOrder: 1,
  },
  {
    name: 'Standart',
    description: 'Gündəlik iş üçün: abunə müddətində 1200 elan axtarışı.',
    price: '85.00',
    requestLimit: 1200,
    isPopular: false,
    displayOrder: 2,
  },
  {
    name: 'Premium',
    description: 'Ən çox seçilən paket: abunə müddətində 1700 elan axtarışı.',
    price: '100.00',
    requestLimit: 1700,
    isPopular: true,
    displayOrder: 3,
  },
  {
    name: 'Profesyonel',
    description: 'Aktiv agent üçün: abunə müddətində 2100 elan axtarışı.',
    price: '150.00',
    requestLimit: 2100,
    isPopular: false,
    displayOrder: 4,
  },
  {
    name: 'Usta',
    description: 'Böyük həcmdə iş üçün: abunə müddətində 10000 elan axtarışı.',
    price: '300.00',
    requestLimit: 10_000,
    isPopular: false,
    displayOrder: 5,
  },
];
