/** The product's own name, the fallback when the server has not injected the company's. */
export const DEFAULT_APP_NAME = 'Emlak Ofis';

/** The company name the server writes into index.html (meta application-name). */
export const appName = (): string =>
  document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content.trim() ||
  DEFAULT_APP_NAME;
