/**
 * Under 'profile': whatever refreshes the caller's profile (a save on the profile screen
 * invalidates ['profile']) refreshes the card and its vCard too.
 */
export const businessCardKeys = {
  profile: ['profile', 'business-card'] as const,
  vcard: ['profile', 'vcard'] as const,
};
