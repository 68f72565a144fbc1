/** Words the generated listings and demo accounts are made of. */

export const MALE_NAMES = [
  'Elvin',
  'Rəşad',
  'Orxan',
  'Tural',
  'Kamran',
  'Vüqar',
  'Elçin',
  'Anar',
  'Rauf',
  'Səbuhi',
  'Fuad',
  'Nicat',
  'Ramil',
  'Elnur',
  'Cavid',
  'Ülvi',
  'Fərid',
  'Murad',
  'Emin',
  'Samir',
  'Əli',
  'Hüseyn',
  'Tofiq',
  'Zaur',
  'Elşən',
  'Nurlan',
  'İlkin',
  'Rüstəm',
  'Mübariz',
  'Vaqif',
] as const;

export const FEMALE_NAMES = [
  'Leyla',
  'Nigar',
  'Aynur',
  'Günel',
  'Səbinə',
  'Aysel',
  'Nərmin',
  'Ülviyyə',
  'Kəmalə',
  'Lalə',
  'Sevinc',
  'Xədicə',
  'Fidan',
  'Aytən',
  'Gülnar',
  'Nailə',
  'Rəna',
  'Şəbnəm',
  'Türkan',
  'Zərifə',
] as const;

/** Male forms; the female form appends "a" (Məmmədov, Məmmədova). */
export const SURNAMES = [
  'Məmmədov',
  'Əliyev',
  'Həsənov',
  'Hüseynov',
  'Quliyev',
  'İsmayılov',
  'Abbasov',
  'Rzayev',
  'Babayev',
  'Cəfərov',
  'Kərimov',
  'Nəsirov',
  'Orucov',
  'Süleymanov',
  'Vəliyev',
  'Əhmədov',
  'Mustafayev',
  'Bağırov',
  'Sadıqov',
  'Zeynalov',
] as const;

/** Mobile operator codes: Azercell 50, 51, 10; Bakcell 55, 99; Nar 70, 77. */
export const MOBILE_CODES = ['50', '51', '55', '70', '77', '99', '10'] as const;

export const BAKU_STREETS = [
  'Nizami küç.',
  'Füzuli küç.',
  'Azadlıq pr.',
  'Heydər Əliyev pr.',
  'Atatürk pr.',
  'Tbilisi pr.',
  'Şərifzadə küç.',
  'Təbriz küç.',
  'Bakıxanov küç.',
  'Rəşid Behbudov küç.',
  'Səməd Vurğun küç.',
  'Xətai pr.',
  'Babək pr.',
  'Qara Qarayev pr.',
  'Zərifə Əliyeva küç.',
  'Hüseyn Cavid pr.',
  'Cəfər Cabbarlı küç.',
  'Mirzə İbrahimov küç.',
  'Neftçilər pr.',
  'Üzeyir Hacıbəyov küç.',
  'Yusif Səfərov küç.',
  'Əhməd Rəcəbli küç.',
  'Mehdi Hüseyn küç.',
  'Ziya Bünyadov pr.',
  'Məhəmməd Hadi küç.',
  'Sabit Orucov küç.',
  'Bülbül pr.',
  'İnşaatçılar pr.',
  'Həsən bəy Zərdabi küç.',
  'Ağa Nemətulla küç.',
  'Nobel pr.',
  'Dilarə Əliyeva küç.',
  'Xaqani küç.',
  'Rəsul Rza küç.',
  'Süleyman Rəhimov küç.',
  'Mikayıl Müşfiq küç.',
  'Əliağa Vahid küç.',
] as const;

/** Streets that nearly every town of Azerbaijan has. */
export const TOWN_STREETS = [
  'Heydər Əliyev pr.',
  'Nizami küç.',
  'Füzuli küç.',
  'Səməd Vurğun küç.',
  'Azadlıq pr.',
  'Xətai küç.',
  'Natəvan küç.',
  'Nəsimi küç.',
  'Sabir küç.',
  'Vaqif küç.',
  'Cavid küç.',
  'Şəhriyar küç.',
] as const;

export const LANDMARKS = [
  'Məktəb yaxınlığı',
  'Bazar yaxınlığı',
  'Park yaxınlığı',
  'Avtobus dayanacağının yanı',
  'Poliklinika yaxınlığı',
  'Ticarət mərkəzi yaxınlığı',
  'Uşaq bağçasının yanı',
  'Marketin yanı',
] as const;

export const APARTMENT_FEATURES = [
  'Kombi ilə fərdi istilik',
  'Mebel və məişət texnikası qalır',
  'Günəşli tərəfdədir',
  'Binada lift işləkdir',
  'Qaz, su, işıq daimidir',
  'Sakit və təmiz məhəllə',
  'Həyəti abadlaşdırılıb',
  'Məktəb və bağça yaxındır',
  'Eyvan şüşələnib',
  'Kondisioner var',
] as const;

export const HOUSE_FEATURES = [
  'Həyətində meyvə bağı var',
  'Hovuz var',
  'Avtomobil üçün dayanacaq var',
  'Qaz, su, işıq daimidir',
  'Kombi ilə fərdi istilik',
  'Dənizə yaxındır',
  'Hasarlanmış həyət',
  'Sakit məhəllə',
] as const;

export const BUSINESS_FEATURES = [
  'Əsas yolun kənarında',
  'Ayrıca girişi var',
  'Vitrin pəncərələri',
  'Yüksək insan axını',
  'Avtomobil dayanacağı var',
  'Hazır biznes üçün uyğundur',
  'Anbar sahəsi var',
] as const;

export const GARAGE_FEATURES = [
  'Avtomobil üçün geniş giriş',
  'İşıq var',
  'Mühafizə olunan ərazi',
  'Yeraltı dayanacaqdadır',
  'Həyətdə yerləşir',
] as const;

export const LAND_FEATURES = [
  'Sənədləri qaydasındadır',
  'Qaz, su, işıq yaxındadır',
  'Asfalt yola çıxışı var',
  'Tikinti üçün uyğundur',
  'Hasarlanıb',
  'Dənizə yaxındır',
] as const;

export const COMMERCIAL_KINDS = ['obyekt', 'mağaza', 'restoran obyekti', 'anbar'] as const;

/** Label colours of the listing table. */
export const COLORS = [
  '#1976d2',
  '#2e7d32',
  '#ed6c02',
  '#9c27b0',
  '#d32f2f',
  '#0288d1',
  '#00897b',
  '#6d4c41',
] as const;
