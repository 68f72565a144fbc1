export const comingSoon = {
  az: {},
  en: {},
  ru: {},
};
