/**
 * The terms screen and the after-sign-in dialog (spec sections 2 and 5). The terms' own text is
 * in features/terms/content, loaded with the page.
 */
export const terms = {
  az: {
    subtitle: 'Xidmətdən istifadə qaydaları və şəxsi məlumatların qorunması',
    version: 'Versiya {{version}}, qüvvəyə minmə tarixi {{date}}',
    contents: 'Mündəricat',
    accept: 'Qəbul edirəm',
    refuse: 'İmtina edirəm',
    acceptedOn: 'Siz bu şərtləri {{date}} tarixində qəbul etmisiniz.',
    acceptedOlder:
      'Siz şərtlərin əvvəlki versiyasını ({{version}}) qəbul etmisiniz. Yeni versiyanı oxuyub qəbul edin.',
    notAccepted: 'Siz bu şərtləri hələ qəbul etməmisiniz.',
    dialogTitle: 'Yenilənmiş istifadə şərtləri',
    dialogIntro:
      'Davam etmək üçün istifadə şərtlərini oxuyun və qəbul edin. İmtina etsəniz, hesabdan çıxış ediləcək.',
    mustAccept: 'Şərtləri qəbul etməlisiniz',
    saveFailed: 'Cavabınızı yadda saxlamaq mümkün olmadı. Yenidən cəhd edin.',
    loadFailed: 'Şərtlərin vəziyyətini yükləmək mümkün olmadı.',
  },
  en: {
    subtitle: 'The rules for using the service and the protection of personal data',
    version: 'Version {{version}}, in force from {{date}}',
    contents: 'Contents',
    accept: 'I accept',
    refuse: 'I refuse',
    acceptedOn: 'You accepted these terms on {{date}}.',
    acceptedOlder:
      'You accepted an earlier version of the terms ({{version}}). Please read and accept the new one.',
    notAccepted: 'You have not accepted these terms yet.',
    dialogTitle: 'Updated terms of use',
    dialogIntro:
      'Please read and accept the terms of use to continue. If you refuse, you will be signed out.',
    mustAccept: 'You must accept the terms',
    saveFailed: 'Your answer could not be saved. Try again.',
    loadFailed: 'The state of your acceptance could not be loaded.',
  },
  ru: {
    subtitle: 'Правила пользования сервисом и защита персональных данных',
    version: 'Версия {{version}}, действует с {{date}}',
    contents: 'Содержание',
    accept: 'Принимаю',
    refuse: 'Отказываюсь',
    acceptedOn: 'Вы приняли эти условия {{date}}.',
    acceptedOlder: 'Вы приняли предыдущую версию условий ({{version}}). Прочитайте и примите новую.',
    notAccepted: 'Вы ещё не приняли эти условия.',
    dialogTitle: 'Обновлённые условия использования',
    dialogIntro:
      'Чтобы продолжить, прочитайте и примите условия использования. Если вы откажетесь, вы выйдете из аккаунта.',
    mustAccept: 'Вы должны принять условия',
    saveFailed: 'Не удалось сохранить ваш ответ. Попробуйте ещё раз.',
    loadFailed: 'Не удалось загрузить состояние вашего согласия.',
  },
};
