const FALLBACK_NAME = 'Emlak Ofis';

/** The company name the server writes into the page (meta application-name). */
export const applicationName = () =>
  document.querySelector('meta[name="application-name"]')?.getAttribute('content')?.trim() || FALLBACK_NAME;
