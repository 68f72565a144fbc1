/** The HTTP client's messages (spec sections 8): network, generic, refresh, payment, other device. */
export const http = {
  az: {
    networkError: 'Şəbəkə xətası baş verdi',
    genericError: 'Xəta baş verdi',
    unknownError: 'Bir xəta baş verdi',
    tokenRefreshed: 'Token yeniləndi',
    sessionExpired: 'Sessiyanın vaxtı bitdi, yenidən daxil olun!',
    paymentRequired: 'Abunə ödənişi tələb olunur: abunə haqqını ödəyin və ya administratorla əlaqə saxlayın.',
    otherDevice:
      'Profilinizə başqa cihazdan daxil olundu. Bu siz deyilsinizsə, təşkilatçılarla əlaqə saxlayın.',
  },
  en: {
    networkError: 'A network error occurred',
    genericError: 'An error occurred',
    unknownError: 'Something went wrong',
    tokenRefreshed: 'Token refreshed',
    sessionExpired: 'Session expired, log in again!',
    paymentRequired:
      'A subscription payment is required: pay the subscription fee or contact the administrator.',
    otherDevice:
      'Your profile was accessed from another device. If this was not you, contact the organizers.',
  },
  ru: {
    networkError: 'Произошла сетевая ошибка',
    genericError: 'Произошла ошибка',
    unknownError: 'Что-то пошло не так',
    tokenRefreshed: 'Токен обновлён',
    sessionExpired: 'Сессия истекла, войдите снова!',
    paymentRequired: 'Требуется оплата подписки: оплатите подписку или свяжитесь с администратором.',
    otherDevice: 'В ваш профиль вошли с другого устройства. Если это были не вы, свяжитесь с организаторами.',
  },
};
