/**
 * Texts of the statistics: the figures and their changes (shared by the dashboard and the
 * statistics screen), the statistics screen itself and the commission report.
 */
export const statistics = {
  az: {
    figures: {
      adsCount: 'Yerləşdirilən elanlar',
      totalValue: 'Ümumi dəyər',
      soldCount: 'Satılan elanlar',
      soldValue: 'Satış dəyəri',
      addedCount: 'Siyahıma əlavə edilən',
      amountOfSeller: 'Satıcıdan komissiya',
      amountOfBuyer: 'Alıcıdan komissiya',
      commission: 'Ümumi komissiya',
    },
    comparedWith: {
      today: 'dünənə nisbətən',
      week: 'keçən həftəyə nisbətən',
      month: 'keçən aya nisbətən',
      year: 'keçən ilə nisbətən',
      custom: 'əvvəlki dövrə nisbətən',
    },
    change: {
      up: '+{{percent}}%',
      down: '−{{percent}}%',
      flat: '0%',
      new: 'Sıfırdan artım ({{comparedWith}})',
      none: 'Dəyişiklik yoxdur ({{comparedWith}})',
    },
  },
  en: {
    figures: {
      adsCount: 'Listings posted',
      totalValue: 'Total value',
      soldCount: 'Listings sold',
      soldValue: 'Sold value',
      addedCount: 'Added to My list',
      amountOfSeller: 'Commission from sellers',
      amountOfBuyer: 'Commission from buyers',
      commission: 'Total commission',
    },
    comparedWith: {
      today: 'vs yesterday',
      week: 'vs last week',
      month: 'vs last month',
      year: 'vs last year',
      custom: 'vs previous period',
    },
    change: {
      up: '+{{percent}}%',
      down: '−{{percent}}%',
      flat: '0%',
      new: 'Up from zero ({{comparedWith}})',
      none: 'No change ({{comparedWith}})',
    },
  },
  ru: {
    figures: {
      adsCount: 'Размещено объявлений',
      totalValue: 'Общая стоимость',
      soldCount: 'Продано объявлений',
      soldValue: 'Сумма продаж',
      addedCount: 'Добавлено в мой список',
      amountOfSeller: 'Комиссия от продавцов',
      amountOfBuyer: 'Комиссия от покупателей',
      commission: 'Общая комиссия',
    },
    comparedWith: {
      today: 'к вчерашнему дню',
      week: 'к прошлой неделе',
      month: 'к прошлому месяцу',
      year: 'к прошлому году',
      custom: 'к предыдущему периоду',
    },
    change: {
      up: '+{{percent}}%',
      down: '−{{percent}}%',
      flat: '0%',
      new: 'Рост с нуля ({{comparedWith}})',
      none: 'Без изменений ({{comparedWith}})',
    },
  },
};
