import type { cities } from '../../schema';

type CityRow = Omit<typeof cities.$inferInsert, 'id'>;
type Place = readonly [name: string, nameEn: string, nameRu: string, latitude: number, longitude: number];

/** The capital's name as stored; other modules (generator, demo accounts) look Baku up by it. */
export const BAKU = 'Bakı';

/**
 * Cities of republic subordination, plus Xırdalan (Abşeron's centre, a city in all but
 * status), biggest first: the order a dropdown should offer them in.
 */
const CITIES: readonly Place[] = [
  [BAKU, 'Baku', 'Баку', 40.4093, 49.8671],
  ['Sumqayıt', 'Sumgait', 'Сумгайыт', 40.5897, 49.6686],
  ['Gəncə', 'Ganja', 'Гянджа', 40.6828, 46.3606],
  ['Xırdalan', 'Khirdalan', 'Хырдалан', 40.4481, 49.7553],
  ['Mingəçevir', 'Mingachevir', 'Мингечевир', 40.7703, 47.0496],
  ['Naxçıvan', 'Nakhchivan', 'Нахчыван', 39.2089, 45.4122],
  ['Lənkəran', 'Lankaran', 'Ленкорань', 38.7529, 48.8475],
  ['Şirvan', 'Shirvan', 'Ширван', 39.9317, 48.9206],
  ['Şəki', 'Shaki', 'Шеки', 41.1919, 47.1706],
  ['Yevlax', 'Yevlakh', 'Евлах', 40.6172, 47.15],
  ['Xankəndi', 'Khankendi', 'Ханкенди', 39.8153, 46.7519],
  ['Naftalan', 'Naftalan', 'Нафталан', 40.5067, 46.825],
];

/**
 * The 66 districts (rayons), at their administrative centres. Three share their name with a
 * city of republic subordination; names are unique, so those carry the word "rayonu".
 */
const DISTRICTS: readonly Place[] = [
  ['Abşeron', 'Absheron', 'Абшерон', 40.455, 49.725],
  ['Ağcabədi', 'Aghjabadi', 'Агджабеди', 40.0528, 47.4594],
  ['Ağdam', 'Aghdam', 'Агдам', 39.9911, 46.9297],
  ['Ağdaş', 'Agdash', 'Агдаш', 40.6469, 47.4739],
  ['Ağstafa', 'Aghstafa', 'Агстафа', 41.1189, 45.4539],
  ['Ağsu', 'Agsu', 'Агсу', 40.5706, 48.4008],
  ['Astara', 'Astara', 'Астара', 38.456, 48.875],
  ['Babək', 'Babek', 'Бабек', 39.15, 45.4486],
  ['Balakən', 'Balakan', 'Балакен', 41.7256, 46.4083],
  ['Beyləqan', 'Beylagan', 'Бейлаган', 39.7756, 47.6186],
  ['Bərdə', 'Barda', 'Барда', 40.3744, 47.1267],
  ['Biləsuvar', 'Bilasuvar', 'Билясувар', 39.4586, 48.5447],
  ['Cəbrayıl', 'Jabrayil', 'Джебраил', 39.3999, 47.0262],
  ['Cəlilabad', 'Jalilabad', 'Джалилабад', 39.2089, 48.4981],
  ['Culfa', 'Julfa', 'Джульфа', 38.9558, 45.6308],
  ['Daşkəsən', 'Dashkasan', 'Дашкесан', 40.5203, 46.0781],
  ['Füzuli', 'Fuzuli', 'Физули', 39.6003, 47.1453],
  ['Gədəbəy', 'Gadabay', 'Гедабек', 40.57, 45.8106],
  ['Goranboy', 'Goranboy', 'Геранбой', 40.6103, 46.7897],
  ['Göyçay', 'Goychay', 'Гёйчай', 40.6533, 47.7406],
  ['Göygöl', 'Goygol', 'Гёйгёль', 40.5858, 46.3189],
  ['Hacıqabul', 'Hajigabul', 'Гаджигабул', 40.0381, 48.9356],
  ['İmişli', 'Imishli', 'Имишли', 39.8708, 48.06],
  ['İsmayıllı', 'Ismayilli', 'Исмаиллы', 40.7883, 48.1519],
  ['Kəlbəcər', 'Kalbajar', 'Кельбаджар', 40.1017, 46.0364],
  ['Kəngərli', 'Kangarli', 'Кенгерли', 39.3872, 45.1639],
  ['Kürdəmir', 'Kurdamir', 'Кюрдамир', 40.3428, 48.1508],
  ['Laçın', 'Lachin', 'Лачин', 39.6408, 46.5469],
  ['Lerik', 'Lerik', 'Лерик', 38.7739, 48.415],
  ['Lənkəran rayonu', 'Lankaran District', 'Ленкоранский район', 38.7, 48.75],
  ['Masallı', 'Masally', 'Масаллы', 39.0342, 48.6656],
  ['Neftçala', 'Neftchala', 'Нефтчала', 39.3586, 49.2469],
  ['Oğuz', 'Oghuz', 'Огуз', 41.0708, 47.4653],
  ['Ordubad', 'Ordubad', 'Ордубад', 38.905, 46.0231],
  ['Qax', 'Qakh', 'Гах', 41.4228, 46.9242],
  ['Qazax', 'Qazakh', 'Газах', 41.0928, 45.3656],
  ['Qəbələ', 'Gabala', 'Габала', 40.9814, 47.8458],
  ['Qobustan', 'Gobustan', 'Гобустан', 40.5325, 48.9281],
  ['Quba', 'Guba', 'Губа', 41.3611, 48.5126],
  ['Qubadlı', 'Gubadli', 'Губадлы', 39.3444, 46.5819],
  ['Qusar', 'Gusar', 'Гусар', 41.4267, 48.4356],
  ['Saatlı', 'Saatly', 'Саатлы', 39.9322, 48.3689],
  ['Sabirabad', 'Sabirabad', 'Сабирабад', 40.0087, 48.4775],
  ['Salyan', 'Salyan', 'Сальян', 39.595, 48.9792],
  ['Samux', 'Samukh', 'Самух', 40.7642, 46.4083],
  ['Sədərək', 'Sadarak', 'Садарак', 39.7111, 44.8864],
  ['Siyəzən', 'Siazan', 'Сиазань', 41.0783, 49.1125],
  ['Şabran', 'Shabran', 'Шабран', 41.2161, 48.9931],
  ['Şahbuz', 'Shahbuz', 'Шахбуз', 39.4072, 45.5739],
  ['Şamaxı', 'Shamakhi', 'Шемаха', 40.6303, 48.6414],
  ['Şəki rayonu', 'Shaki District', 'Шекинский район', 41.15, 47.2],
  ['Şəmkir', 'Shamkir', 'Шамкир', 40.8297, 46.0189],
  ['Şərur', 'Sharur', 'Шарур', 39.5536, 44.9797],
  ['Şuşa', 'Shusha', 'Шуша', 39.7581, 46.7506],
  ['Tərtər', 'Tartar', 'Тертер', 40.345, 46.9328],
  ['Tovuz', 'Tovuz', 'Товуз', 40.9922, 45.6289],
  ['Ucar', 'Ujar', 'Уджар', 40.5186, 47.6542],
  ['Xaçmaz', 'Khachmaz', 'Хачмаз', 41.4636, 48.8061],
  ['Xızı', 'Khizi', 'Хызы', 40.9108, 49.0733],
  ['Xocalı', 'Khojaly', 'Ходжалы', 39.9114, 46.7897],
  ['Xocavənd', 'Khojavend', 'Ходжавенд', 39.795, 47.11],
  ['Yardımlı', 'Yardimli', 'Ярдымлы', 38.9206, 48.2372],
  ['Yevlax rayonu', 'Yevlakh District', 'Евлахский район', 40.58, 47.2],
  ['Zaqatala', 'Zaqatala', 'Закатала', 41.6336, 46.6433],
  ['Zəngilan', 'Zangilan', 'Зангилан', 39.0856, 46.6503],
  ['Zərdab', 'Zardab', 'Зардаб', 40.2183, 47.7083],
];

const byAzerbaijaniAlphabet = new Intl.Collator('az').compare;

/** Cities first (biggest first), then districts in Azerbaijani alphabetical order. */
export const cityRows: readonly CityRow[] = [
  ...CITIES.map((place) => ({ place, kind: 'city' as const })),
  ...[...DISTRICTS]
    .sort((a, b) => byAzerbaijaniAlphabet(a[0], b[0]))
    .map((place) => ({ place, kind: 'district' as const })),
].map(({ place: [name, nameEn, nameRu, latitude, longitude], kind }, index) => ({
  name,
  nameEn,
  nameRu,
  kind,
  latitude,
  longitude,
  displayOrder: index + 1,
}));
