import type { City } from '@emlak/contracts';

/** Cities as GET /cities answers them: the market's city pickers in tests. */
export const baku: City = {
  id: 1,
  name: 'Bakı',
  nameEn: 'Baku',
  nameRu: 'Баку',
  kind: 'city',
  latitude: 40.41,
  longitude: 49.87,
  displayOrder: 1,
};

export const ganja: City = {
  id: 2,
  name: 'Gəncə',
  nameEn: 'Ganja',
  nameRu: 'Гянджа',
  kind: 'city',
  latitude: 40.68,
  longitude: 46.36,
  displayOrder: 2,
};
