/**
 * Where a gated account asks about paying (spec: "contact the provider by e-mail ({email})").
 * The spec names no address; a deployment sets its own with VITE_BILLING_EMAIL at build time.
 */
export const BILLING_EMAIL: string = import.meta.env.VITE_BILLING_EMAIL || 'billing@emlak-ofis.az';

export const mailtoLink = (subject: string) =>
  `mailto:${BILLING_EMAIL}?subject=${encodeURIComponent(subject)}`;
