import { serverMessages, type Language } from '@emlak/contracts';

/** The router's generic texts for 400, 403, 404 and 405 are the spec's status texts (section 8). */
const routeStatus = (language: Language) => ({
  400: serverMessages[language]['status.400'],
  403: serverMessages[language]['status.403'],
  404: serverMessages[language]['status.404'],
  405: serverMessages[language]['status.405'],
});

/**
 * The error screens (spec section 2 "Error screens"), and the few words of the shared feedback
 * components (preloader, notifications).
 */
export const errors = {
  az: {
    notFoundTitle: 'Səhifə tapılmadı',
    notFoundText: 'Axtardığınız səhifə mövcud deyil və ya köçürülüb.',
    backHome: 'Ana səhifəyə qayıt',
    forbiddenTitle: 'Giriş qadağandır',
    forbiddenText: 'Bu səhifəyə baxmaq icazəniz yoxdur.',
    forbiddenHint: 'Giriş rədd edildi. Ana səhifəyə qayıdın və ya administratorla əlaqə saxlayın.',
    mainPage: 'Ana səhifə',
    serverTitle: '500 DAXİLİ SERVER XƏTASI',
    serverText: 'Ups, nəsə səhv getdi.',
    serverHint: 'Ana səhifəyə keçə bilərsiniz.',
    goHome: 'Ana səhifə',
    unexpected: 'Gözlənilməz tətbiq xətası!',
    pageError: 'Xəta baş verdi. Zəhmət olmasa səhifəni yeniləyin.',
    reload: 'Səhifəni yenilə',
    status: routeStatus('az'),
    loading: 'Yüklənir...',
    close: 'Bağla',
  },
  en: {
    notFoundTitle: 'Page not found',
    notFoundText: 'The page you are looking for does not exist or has moved.',
    backHome: 'Back to home',
    forbiddenTitle: 'Access denied',
    forbiddenText: 'You do not have permission to access this page.',
    forbiddenHint: 'Access was denied. Go back to the main page or contact your administrator.',
    mainPage: 'Main page',
    serverTitle: '500 INTERNAL SERVER ERROR',
    serverText: 'Opps, something went wrong.',
    serverHint: 'You can go to home page.',
    goHome: 'Go Home',
    unexpected: 'Unexpected Application Error!',
    pageError: 'An error occurred. Please refresh the page.',
    reload: 'Reload page',
    status: routeStatus('en'),
    loading: 'Loading...',
    close: 'Close',
  },
  ru: {
    notFoundTitle: 'Страница не найдена',
    notFoundText: 'Страница, которую вы ищете, не существует или была перемещена.',
    backHome: 'На главную',
    forbiddenTitle: 'Доступ запрещён',
    forbiddenText: 'У вас нет прав для просмотра этой страницы.',
    forbiddenHint: 'Доступ запрещён. Вернитесь на главную страницу или обратитесь к администратору.',
    mainPage: 'Главная страница',
    serverTitle: '500 ВНУТРЕННЯЯ ОШИБКА СЕРВЕРА',
    serverText: 'Упс, что-то пошло не так.',
    serverHint: 'Вы можете перейти на главную страницу.',
    goHome: 'На главную',
    unexpected: 'Непредвиденная ошибка приложения!',
    pageError: 'Произошла ошибка. Пожалуйста, обновите страницу.',
    reload: 'Обновить страницу',
    status: routeStatus('ru'),
    loading: 'Загрузка...',
    close: 'Закрыть',
  },
};
