/** The placeholder of a screen of the route table that is not built yet. */
export const comingSoon = {
  az: {
    badge: 'Tezliklə',
    text: 'Bu bölmə hazırlanır və tezliklə istifadəyə veriləcək. Digər bölmələrdən menyu vasitəsilə istifadə edə bilərsiniz.',
    backToDashboard: 'İdarə panelinə qayıt',
  },
  en: {
    badge: 'Coming soon',
    text: 'This section is being built and will be available soon. Meanwhile, the other sections are one click away in the menu.',
    backToDashboard: 'Back to the dashboard',
  },
  ru: {
    badge: 'Скоро',
    text: 'Этот раздел находится в разработке и скоро станет доступен. Остальные разделы доступны через меню.',
    backToDashboard: 'Вернуться на панель',
  },
};
