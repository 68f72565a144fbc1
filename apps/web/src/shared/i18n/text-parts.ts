/**
 * The parts the texts of a language are loaded in, in the order a visit needs them: `core` (the
 * login and lock screens), `shell` (the app shell and the dashboard), `screens` (the other
 * screens). Which areas each part holds is resources.ts `areasOf`; this file stays free of the
 * texts themselves, since i18n.ts (in the first chunk) needs only the names.
 */
export const textParts = ['core', 'shell', 'screens'] as const;
export type TextPart = (typeof textParts)[number];
