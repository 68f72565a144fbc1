import type { Language } from '@emlak/contracts';

/**
 * Names of Baku's districts, settlements and metro stations in English and Russian, which the
 * reference tables keep in Azerbaijani only: the Russian name as agents write it, and an English
 * name transliterated by the usual rules (Nərimanov → Narimanov, Xətai → Khatai, Qaradağ →
 * Garadagh). The gazetteer matches all three; the lists and the pickers show the request's.
 */

const ENGLISH_LETTERS: Record<string, string> = {
  ə: 'a',
  Ə: 'A',
  ı: 'i',
  I: 'I',
  İ: 'I',
  ş: 'sh',
  Ş: 'Sh',
  ç: 'ch',
  Ç: 'Ch',
  ğ: 'gh',
  Ğ: 'Gh',
  x: 'kh',
  X: 'Kh',
  ö: 'o',
  Ö: 'O',
  ü: 'u',
  Ü: 'U',
  q: 'g',
  Q: 'G',
  c: 'j',
  C: 'J',
};

/** The English spelling of an Azerbaijani name. */
export const englishName = (name: string): string =>
  [...name].map((letter) => ENGLISH_LETTERS[letter] ?? letter).join('');

/** Russian names of the districts, settlements and metro stations, by their Azerbaijani name. */
export const RUSSIAN_NAMES: Readonly<Record<string, string>> = {
  // Baku's districts (and Ganja's two).
  Binəqədi: 'Бинагади',
  Xətai: 'Хатаи',
  Xəzər: 'Хазар',
  Yasamal: 'Ясамал',
  Nərimanov: 'Нариманов',
  Nəsimi: 'Насими',
  Nizami: 'Низами',
  Qaradağ: 'Гарадаг',
  Sabunçu: 'Сабунчу',
  Səbail: 'Сабаил',
  Suraxanı: 'Сураханы',
  Pirallahı: 'Пираллахы',
  Kəpəz: 'Кяпаз',
  // Settlements.
  Badamdar: 'Бадамдар',
  Bayıl: 'Баилово',
  '20-ci sahə': '20-й участок',
  Şıxov: 'Шихово',
  Bakıxanov: 'Бакиханов',
  Əhmədli: 'Ахмедлы',
  'Həzi Aslanov': 'Ази Асланов',
  Günəşli: 'Гюнешли',
  'Yeni Günəşli': 'Ени Гюнешли',
  Qaraçuxur: 'Гарачухур',
  Zığ: 'Зых',
  Əmircan: 'Амирджан',
  Bülbülə: 'Бюльбюля',
  Hövsan: 'Говсан',
  '8-ci kilometr': '8-й километр',
  Ramana: 'Рамана',
  Zabrat: 'Забрат',
  Maştağa: 'Маштага',
  Nardaran: 'Нардаран',
  Bilgəh: 'Бильгя',
  Kürdəxanı: 'Кюрдаханы',
  Binə: 'Бина',
  Mərdəkan: 'Мардакян',
  Şağan: 'Шаган',
  Buzovna: 'Бузовна',
  Şüvəlan: 'Шувелян',
  Qala: 'Гала',
  Türkan: 'Тюркян',
  Zirə: 'Зиря',
  Biləcəri: 'Биладжари',
  Xocəsən: 'Ходжасан',
  Sulutəpə: 'Сулутепе',
  Lökbatan: 'Локбатан',
  Səngəçal: 'Сангачал',
  // Metro stations (Nizami, Nəsimi, Xətai ... are above).
  İçərişəhər: 'Ичеришехер',
  Sahil: 'Сахил',
  '28 May': '28 Мая',
  Gənclik: 'Гянджлик',
  'Nəriman Nərimanov': 'Нариман Нариманов',
  Bakmil: 'Бакмил',
  Ulduz: 'Улдуз',
  Koroğlu: 'Кёроглу',
  'Qara Qarayev': 'Гара Гараев',
  Neftçilər: 'Нефтчиляр',
  'Xalqlar Dostluğu': 'Халглар Достлугу',
  Dərnəgül: 'Дарнагюль',
  'Azadlıq prospekti': 'Азадлыг проспекти',
  'Memar Əcəmi': 'Мемар Аджеми',
  '20 Yanvar': '20 Января',
  İnşaatçılar: 'Иншаатчылар',
  'Elmlər Akademiyası': 'Элмляр Академиясы',
  'Cəfər Cabbarlı': 'Джафар Джаббарлы',
  Avtovağzal: 'Автовокзал',
  'Memar Əcəmi 2': 'Мемар Аджеми 2',
  '8 Noyabr': '8 Ноября',
};

/** The Russian name, or the Azerbaijani one where none is known (a place an operator added). */
export const russianName = (name: string): string => RUSSIAN_NAMES[name] ?? name;

/**
 * A district's, settlement's or metro station's name (stored in Azerbaijani) in each language: the
 * gazetteer matches all three, and the lists and pickers show the one of the request's language.
 */
export const placeNamesOf = (name: string): Record<Language, string> => ({
  az: name,
  en: englishName(name),
  ru: russianName(name),
});
