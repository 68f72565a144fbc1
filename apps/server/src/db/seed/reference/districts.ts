import { BAKU } from './cities';

export type DistrictSeed = {
  cityName: string;
  name: string;
  kind: 'district' | 'settlement';
  latitude: number;
  longitude: number;
};

type Point = readonly [name: string, latitude: number, longitude: number];

/** Baku's 12 administrative districts, at their residential centres rather than their geometric ones. */
const BAKU_DISTRICTS: readonly Point[] = [
  ['Binəqədi', 40.44, 49.83],
  ['Xətai', 40.385, 49.915],
  ['Xəzər', 40.46, 50.15],
  ['Yasamal', 40.385, 49.81],
  ['Nərimanov', 40.405, 49.875],
  ['Nəsimi', 40.385, 49.84],
  ['Nizami', 40.4, 49.935],
  ['Qaradağ', 40.33, 49.72],
  ['Sabunçu', 40.44, 49.95],
  ['Səbail', 40.36, 49.835],
  ['Suraxanı', 40.41, 50.02],
  ['Pirallahı', 40.47, 50.33],
];

/**
 * Settlements (qəsəbə) inside Baku's boundary that listings name as their location. Those of
 * Abşeron district (Masazır, Novxanı, Saray ...) belong to the Abşeron city row instead, and
 * settlements named like their district (Binəqədi, Sabunçu) are left to the district.
 */
const BAKU_SETTLEMENTS: readonly Point[] = [
  ['Badamdar', 40.345, 49.81],
  ['Bayıl', 40.345, 49.835],
  ['20-ci sahə', 40.35, 49.8],
  ['Şıxov', 40.325, 49.797],
  ['Bakıxanov', 40.422, 49.957],
  ['Əhmədli', 40.384, 49.953],
  ['Həzi Aslanov', 40.372, 49.954],
  ['Günəşli', 40.365, 50.01],
  ['Yeni Günəşli', 40.372, 49.99],
  ['Qaraçuxur', 40.397, 49.97],
  ['Zığ', 40.364, 49.98],
  ['Əmircan', 40.425, 49.99],
  ['Bülbülə', 40.44, 49.97],
  ['Hövsan', 40.375, 50.08],
  ['8-ci kilometr', 40.4, 49.93],
  ['Ramana', 40.46, 49.97],
  ['Zabrat', 40.48, 49.94],
  ['Maştağa', 40.53, 50.0],
  ['Nardaran', 40.555, 50.0],
  ['Bilgəh', 40.565, 50.035],
  ['Kürdəxanı', 40.54, 49.93],
  ['Binə', 40.45, 50.08],
  ['Mərdəkan', 40.4925, 50.1439],
  ['Şağan', 40.49, 50.115],
  ['Buzovna', 40.515, 50.11],
  ['Şüvəlan', 40.483, 50.2],
  ['Qala', 40.445, 50.17],
  ['Türkan', 40.37, 50.21],
  ['Zirə', 40.36, 50.29],
  ['Biləcəri', 40.43, 49.79],
  ['Xocəsən', 40.41, 49.77],
  ['Sulutəpə', 40.45, 49.73],
  ['Lökbatan', 40.32, 49.73],
  ['Səngəçal', 40.18, 49.47],
];

const GANJA_DISTRICTS: readonly Point[] = [
  ['Kəpəz', 40.67, 46.38],
  ['Nizami', 40.69, 46.35],
];

const rows = (cityName: string, kind: DistrictSeed['kind'], points: readonly Point[]): DistrictSeed[] =>
  points.map(([name, latitude, longitude]) => ({ cityName, name, kind, latitude, longitude }));

export const districtSeeds: readonly DistrictSeed[] = [
  ...rows(BAKU, 'district', BAKU_DISTRICTS),
  ...rows(BAKU, 'settlement', BAKU_SETTLEMENTS),
  ...rows('Gəncə', 'district', GANJA_DISTRICTS),
];
