export const lock = {
  az: {},
  en: {},
  ru: {},
};
