/**
 * The documentation screen (/documents): its frame, the page names and its states. The pages'
 * own text is Markdown in features/documents/content, loaded with the page shown.
 */
export const documents = {
  az: {
    eyebrow: 'Sənədlər',
    pagesTitle: 'Bölmələr',
    contents: 'Bu səhifədə',
    pager: 'Əvvəlki və növbəti bölmə',
    loading: 'Səhifə yüklənir',
    loadFailed: 'Səhifəni yükləmək mümkün olmadı',
    loadFailedHint: 'Bağlantını yoxlayın və yenidən cəhd edin.',
    pages: {
      index: 'Sənədlər və istifadə şərtləri',
      introduction: 'Giriş',
      installation: 'Quraşdırma',
      'structure-guide': 'Struktur bələdçisi',
      skins: 'Görünüş mövzuları',
      'new-page': 'Yeni səhifə',
      conclusion: 'Nəticə',
    },
  },
  en: {
    eyebrow: 'Documentation',
    pagesTitle: 'Pages',
    contents: 'On this page',
    pager: 'Previous and next page',
    loading: 'Loading the page',
    loadFailed: 'The page could not be loaded',
    loadFailedHint: 'Check the connection and try again.',
    pages: {
      index: 'Documentation and terms of use',
      introduction: 'Introduction',
      installation: 'Installation',
      'structure-guide': 'Structure guide',
      skins: 'Skins',
      'new-page': 'New page',
      conclusion: 'Conclusion',
    },
  },
  ru: {
    eyebrow: 'Документация',
    pagesTitle: 'Разделы',
    contents: 'На этой странице',
    pager: 'Предыдущий и следующий раздел',
    loading: 'Страница загружается',
    loadFailed: 'Не удалось загрузить страницу',
    loadFailedHint: 'Проверьте подключение и повторите попытку.',
    pages: {
      index: 'Документация и условия использования',
      introduction: 'Введение',
      installation: 'Установка',
      'structure-guide': 'Структура проекта',
      skins: 'Темы оформления',
      'new-page': 'Новая страница',
      conclusion: 'Заключение',
    },
  },
};
