/** The login screen (spec section 2) and its validation messages (section 5: '{field} is required'). */
export const auth = {
  az: {
    /** Shown by the login screen after the terms were refused (features/terms). */
    termsRefusedNotice:
      'Şərtləri qəbul etməlisiniz. Xidmətdən istifadə etmək üçün yenidən daxil olun və şərtləri qəbul edin.',
    title: 'Daxil ol',
    subtitle: 'Davam etmək üçün hesabınıza daxil olun',
    tagline: 'Daşınmaz əmlak agentlikləri üçün idarəetmə paneli',
    lockedOut: 'Çox sayda yanlış cəhd. {{time}} sonra yenidən daxil olun.',
    userName: 'E-poçt',
    password: 'Şifrə',
    submit: 'Daxil ol',
    submitting: 'Daxil olunur...',
    language: 'Dil',
    fieldRequired: '{{field}} tələb olunur',
    fieldTooLong: '{{field}} çox uzundur',
    fieldInvalid: '{{field}} düzgün deyil',
  },
  en: {
    /** Shown by the login screen after the terms were refused (features/terms). */
    termsRefusedNotice: 'You must accept the terms. Sign in again and accept them to use the service.',
    title: 'Sign in',
    subtitle: 'Sign in to your account to continue',
    tagline: 'Back office for real-estate agencies',
    lockedOut: 'Too many wrong attempts. Sign in again in {{time}}.',
    userName: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in...',
    language: 'Language',
    fieldRequired: '{{field}} is required',
    fieldTooLong: '{{field}} is too long',
    fieldInvalid: '{{field}} is invalid',
  },
  ru: {
    /** Shown by the login screen after the terms were refused (features/terms). */
    termsRefusedNotice: 'Вы должны принять условия. Войдите снова и примите их, чтобы пользоваться сервисом.',
    title: 'Вход',
    subtitle: 'Войдите в свою учётную запись, чтобы продолжить',
    tagline: 'Панель управления для агентств недвижимости',
    lockedOut: 'Слишком много неверных попыток. Войдите снова через {{time}}.',
    userName: 'Эл. почта',
    password: 'Пароль',
    submit: 'Войти',
    submitting: 'Выполняется вход...',
    language: 'Язык',
    fieldRequired: 'Поле «{{field}}» обязательно',
    fieldTooLong: 'Поле «{{field}}» слишком длинное',
    fieldInvalid: 'Поле «{{field}}» заполнено неверно',
  },
};
