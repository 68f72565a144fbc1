/** The agents' search meter on the market screen and the plan-limit message (billing, request limits). */
export const queryMeter = {
  az: {
    left_one: '{{limit}} axtarışdan {{remaining}} qalıb',
    left_other: '{{limit}} axtarışdan {{remaining}} qalıb',
    hint: 'Planınızın bu abunə dövrü üçün qalan elan axtarışları',
    limitReached: 'Planınızın bu dövr üçün axtarış limiti bitib.',
    limitReachedHint:
      'Yeni axtarışlar növbəti abunə dövründə mümkün olacaq. Planı dəyişmək üçün administratorunuzla əlaqə saxlayın.',
  },
  en: {
    left_one: '{{remaining}} of {{limit}} search left',
    left_other: '{{remaining}} of {{limit}} searches left',
    hint: 'Announcement searches left in your plan for this subscription period',
    limitReached: 'Your plan’s search limit for this period has been reached.',
    limitReachedHint:
      'New searches will be possible in the next subscription period. Contact your administrator to change the plan.',
  },
  ru: {
    left_one: 'Остался {{remaining}} поиск из {{limit}}',
    left_few: 'Осталось {{remaining}} поиска из {{limit}}',
    left_many: 'Осталось {{remaining}} поисков из {{limit}}',
    left_other: 'Осталось {{remaining}} поиска из {{limit}}',
    hint: 'Сколько поисков объявлений осталось по вашему тарифу в этом периоде подписки',
    limitReached: 'Лимит поиска вашего тарифа на этот период исчерпан.',
    limitReachedHint:
      'Новые поиски станут доступны в следующем периоде подписки. Чтобы сменить тариф, обратитесь к администратору.',
  },
};
