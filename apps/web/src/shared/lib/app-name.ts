/** The product's own name, the fallback when the server has not injected the company's. */
export const DEFAULT_APP_NAME = 'Emlak Ofis';

/** The company name (APP_NAME) the server writes into index.html as meta application-name. */
export const appName = (): string =>
  document.querySelector('meta[name="application-name"]')?.getAttribute('content')?.trim() ||
  DEFAULT_APP_NAME;
