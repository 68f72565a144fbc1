export const settings = {
  az: {},
  en: {},
  ru: {},
};
