export type MetroLine = 'red' | 'green' | 'purple';
type Station = readonly [name: string, line: MetroLine, latitude: number, longitude: number];

/** Baku Metro's 27 stations. Bakmil, on the Nərimanov branch, is counted with the red line. */
export const metroStationSeeds: readonly Station[] = [
  ['İçərişəhər', 'red', 40.3659, 49.8314],
  ['Sahil', 'red', 40.3717, 49.8442],
  ['28 May', 'red', 40.3797, 49.8489],
  ['Gənclik', 'red', 40.4003, 49.8514],
  ['Nəriman Nərimanov', 'red', 40.4028, 49.8706],
  ['Bakmil', 'red', 40.4136, 49.8781],
  ['Ulduz', 'red', 40.415, 49.8917],
  ['Koroğlu', 'red', 40.4211, 49.9186],
  ['Qara Qarayev', 'red', 40.4175, 49.9339],
  ['Neftçilər', 'red', 40.4103, 49.9431],
  ['Xalqlar Dostluğu', 'red', 40.3975, 49.9525],
  ['Əhmədli', 'red', 40.3856, 49.9542],
  ['Həzi Aslanov', 'red', 40.3725, 49.9533],
  ['Dərnəgül', 'green', 40.4253, 49.8619],
  ['Azadlıq prospekti', 'green', 40.4253, 49.8422],
  ['Nəsimi', 'green', 40.4242, 49.8261],
  ['Memar Əcəmi', 'green', 40.4103, 49.8136],
  ['20 Yanvar', 'green', 40.4036, 49.8083],
  ['İnşaatçılar', 'green', 40.3911, 49.8028],
  ['Elmlər Akademiyası', 'green', 40.3753, 49.8153],
  ['Nizami', 'green', 40.3792, 49.83],
  ['Cəfər Cabbarlı', 'green', 40.3789, 49.8495],
  ['Xətai', 'green', 40.3833, 49.8722],
  ['Xocəsən', 'purple', 40.4228, 49.7766],
  ['Avtovağzal', 'purple', 40.4217, 49.7939],
  ['Memar Əcəmi 2', 'purple', 40.4108, 49.812],
  ['8 Noyabr', 'purple', 40.4025, 49.82],
];
