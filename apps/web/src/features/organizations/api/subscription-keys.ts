/** A user's subscriptions as the organization detail's panel reads them. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  ofUser: (userId: number) => ['subscriptions', 'user', userId] as const,
};
