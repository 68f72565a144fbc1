/** A subscription package as the pricing carousel shows it. */
export type SubscriptionPackage = {
  name: string;
  /** AZN. */
  price: number;
  /** Announcement searches the package allows per subscription period. */
  queryLimit: number;
  mostPopular?: boolean;
};

/**
 * The spec's five packages (section 9). The plans API (GET /adminplan/dropdown and the plans
 * read) will replace these constants once the payment flow reads them from the server.
 */
export const SUBSCRIPTION_PACKAGES: readonly SubscriptionPackage[] = [
  { name: 'Temel', price: 50, queryLimit: 900 },
  { name: 'Standart', price: 85, queryLimit: 1200 },
  { name: 'Premium', price: 100, queryLimit: 1700, mostPopular: true },
  { name: 'Profesyonel', price: 150, queryLimit: 2100 },
  { name: 'Usta', price: 300, queryLimit: 10000 },
];
