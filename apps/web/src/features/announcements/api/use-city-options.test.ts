import type { City } from '@emlak/contracts';
import { describe, expect, it } from 'vitest';
import { cityOptions } from './use-city-options';

const city = (id: number, names: [string, string, string], displayOrder: number): City => ({
  id,
  name: names[0],
  nameEn: names[1],
  nameRu: names[2],
  kind: 'city',
  latitude: 40,
  longitude: 49,
  displayOrder,
});

const cities = [
  city(3, ['Şəki', 'Shaki', 'Шеки'], 10),
  city(2, ['Gəncə', 'Ganja', 'Гянджа'], 10),
  city(4, ['Abşeron', 'Absheron', ''], 10),
  city(1, ['Bakı', 'Baku', 'Баку'], 1),
];

describe('cityOptions', () => {
  it('names the cities in the language, the others as aliases, in the operator’s order', () => {
    expect(cityOptions(cities, 'ru')).toEqual([
      { id: 1, name: 'Баку', aliases: ['Bakı', 'Baku'] },
      { id: 2, name: 'Гянджа', aliases: ['Gəncə', 'Ganja'] },
      { id: 3, name: 'Шеки', aliases: ['Şəki', 'Shaki'] },
      // No Russian name: the Azerbaijani one, after the Cyrillic names as Russian sorts Latin.
      { id: 4, name: 'Abşeron', aliases: ['Absheron'] },
    ]);
  });

  it('sorts by the Azerbaijani alphabet on the Azerbaijani screen (ş after s, ə after e)', () => {
    expect(cityOptions(cities, 'az').map((option) => option.name)).toEqual([
      'Bakı',
      'Abşeron',
      'Gəncə',
      'Şəki',
    ]);
  });
});
