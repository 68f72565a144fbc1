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
  city(5, ['Tovuz', 'Tovuz', 'Товуз'], 10),
  city(6, ['Şamaxı', 'Shamakhi', 'Шемаха'], 10),
  city(1, ['Bakı', 'Baku', 'Баку'], 1),
];

describe('cityOptions', () => {
  it('names the cities in the language, the others as aliases, in the operator’s order', () => {
    expect(cityOptions(cities, 'ru')).toEqual([
      { id: 1, name: 'Баку', aliases: ['Bakı', 'Baku'] },
      { id: 2, name: 'Гянджа', aliases: ['Gəncə', 'Ganja'] },
      { id: 5, name: 'Товуз', aliases: ['Tovuz'] },
      { id: 3, name: 'Шеки', aliases: ['Şəki', 'Shaki'] },
      { id: 6, name: 'Шемаха', aliases: ['Şamaxı', 'Shamakhi'] },
      // No Russian name: the Azerbaijani one, after the Cyrillic names as Russian sorts Latin.
      { id: 4, name: 'Abşeron', aliases: ['Absheron'] },
    ]);
  });

  it('sorts by the Azerbaijani alphabet on the Azerbaijani screen (ç after c, ş between s and t)', () => {
    // Code point order would put Tovuz before Şamaxı; a collator for another language Çinarlı
    // before Culfa.
    const more = [
      city(7, ['Culfa', 'Julfa', 'Джульфа'], 10),
      city(8, ['Çinarlı', 'Chinarli', 'Чинарлы'], 10),
    ];
    expect(cityOptions([...cities, ...more], 'az').map((option) => option.name)).toEqual([
      'Bakı',
      'Abşeron',
      'Culfa',
      'Çinarlı',
      'Gəncə',
      'Şamaxı',
      'Şəki',
      'Tovuz',
    ]);
  });
});
