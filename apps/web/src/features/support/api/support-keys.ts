/** Query keys of the support screens; only this feature reads or refreshes them. */
export const supportKeys = {
  contact: ['support', 'contact'] as const,
  mine: ['support', 'tickets', 'mine'] as const,
  tableEndpoint: '/support/tickets/table',
  screenshotUrl: (id: number) => `/support/tickets/${id}/screenshot`,
};
