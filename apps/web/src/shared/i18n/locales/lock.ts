import { serverMessages, type Language, type ValidationKey } from '@emlak/contracts';

/** The password rules' texts come from contracts, so the form says exactly what the server says (spec section 5). */
const validation = (language: Language) => {
  const text = (key: ValidationKey) => serverMessages[language][key];
  return {
    lockPasswordRequired: text('validation.lockPasswordRequired'),
    lockPasswordMin: text('validation.lockPasswordMin'),
    lockPasswordMax: text('validation.lockPasswordMax'),
  };
};

/** The lock screen (spec section 4 "Lock screen", section 8 lock messages). */
export const lock = {
  az: {
    title: 'Ekran kilidlənib',
    subtitle: 'Davam etmək üçün şifrənizi daxil edin',
    password: 'Şifrə',
    unlock: 'Kilidi aç',
    wrongPassword: 'Yanlış şifrə. Qalan cəhd sayı: {{attempts}}',
    verifyFailed: 'Şifrəni yoxlamaq mümkün olmadı. Yenidən cəhd edin.',
    tooManyAttempts: 'Çox sayda uğursuz cəhd',
    lockoutText: 'Təhlükəsizlik üçün hesabınızdan çıxış edildi.',
    tryAgainIn: '{{time}} sonra yenidən cəhd edin',
    goToLogin: 'Giriş səhifəsinə keç',
    sessionExpiredTitle: 'Sessiyanın vaxtı bitdi',
    sessionExpiredText: 'Sessiyanız başa çatıb. Davam etmək üçün yenidən daxil olun.',
    signedOutTitle: 'Hesabdan çıxış edilib',
    signedOutText: 'Davam etmək üçün yenidən daxil olun.',
    signInAgain: 'Yenidən daxil ol',
    switchUser: 'Başqa istifadəçi kimi daxil ol',
    validation: validation('az'),
  },
  en: {
    title: 'Screen locked',
    subtitle: 'Enter your password to continue',
    password: 'Password',
    unlock: 'Unlock',
    wrongPassword: 'Wrong password. Attempts left: {{attempts}}',
    verifyFailed: 'The password could not be checked. Try again.',
    tooManyAttempts: 'Too many failed attempts',
    lockoutText: 'You have been signed out for your security.',
    tryAgainIn: 'Try again in {{time}}',
    goToLogin: 'Go to login',
    sessionExpiredTitle: 'Session expired',
    sessionExpiredText: 'Your session has ended. Sign in again to continue.',
    signedOutTitle: 'You are signed out',
    signedOutText: 'Sign in again to continue.',
    signInAgain: 'Sign in again',
    switchUser: 'Sign in as someone else',
    validation: validation('en'),
  },
  ru: {
    title: 'Экран заблокирован',
    subtitle: 'Введите пароль, чтобы продолжить',
    password: 'Пароль',
    unlock: 'Разблокировать',
    wrongPassword: 'Неверный пароль. Осталось попыток: {{attempts}}',
    verifyFailed: 'Не удалось проверить пароль. Попробуйте ещё раз.',
    tooManyAttempts: 'Слишком много неудачных попыток',
    lockoutText: 'В целях безопасности вы вышли из системы.',
    tryAgainIn: 'Повторите попытку через {{time}}',
    goToLogin: 'Перейти ко входу',
    sessionExpiredTitle: 'Сессия истекла',
    sessionExpiredText: 'Ваша сессия завершена. Войдите снова, чтобы продолжить.',
    signedOutTitle: 'Вы вышли из системы',
    signedOutText: 'Войдите снова, чтобы продолжить.',
    signInAgain: 'Войти снова',
    switchUser: 'Войти под другим пользователем',
    validation: validation('ru'),
  },
};
