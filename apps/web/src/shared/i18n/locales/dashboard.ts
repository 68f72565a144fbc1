export const dashboard = {
  az: {},
  en: {},
  ru: {},
};
