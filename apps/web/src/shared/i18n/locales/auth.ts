export const auth = {
  az: {},
  en: {},
  ru: {},
};
