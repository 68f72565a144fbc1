/** The own profile; the query meter's key (shared/api/use-query-meter) also starts with 'profile'. */
export const profileKeys = { all: ['profile'] as const, detail: ['profile', 'detail'] as const };
