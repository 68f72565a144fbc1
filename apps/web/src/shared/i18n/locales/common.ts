export const common = {
  az: {},
  en: {},
  ru: {},
};
