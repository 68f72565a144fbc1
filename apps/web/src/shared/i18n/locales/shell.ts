export const shell = {
  az: {},
  en: {},
  ru: {},
};
