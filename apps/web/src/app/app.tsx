import { pickLanguage } from '@emlak/contracts';

/** Until the application shell lands, the page says what this is and where the API lives. */
const texts = {
  az: {
    title: 'Emlak Ofis',
    body: 'Daşınmaz əmlak agentlikləri üçün idarəetmə paneli.',
    docs: 'API sənədləri',
  },
  en: { title: 'Emlak Ofis', body: 'The back office for real-estate agencies.', docs: 'API documentation' },
  ru: { title: 'Emlak Ofis', body: 'Бэк-офис для агентств недвижимости.', docs: 'Документация API' },
};

export const App = () => {
  const language = pickLanguage(localStorage.getItem('lang') ?? navigator.language);
  const t = texts[language];
  document.documentElement.lang = language;
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '15vh auto', padding: 16 }}>
      <h1>{t.title}</h1>
      <p>{t.body}</p>
      <a href="/api/v1/docs">{t.docs}</a>
    </main>
  );
};
