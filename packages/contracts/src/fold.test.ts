import { describe, expect, it } from 'vitest';
import { foldText } from './fold';

describe('foldText', () => {
  it.each([
    ['ayten', 'Aytən'],
    ['hesenova', 'Həsənova'],
    ['ismayilov', 'İsmayılov'],
    ['ISMAYILOV', 'İsmayılov'],
    ['Ismayilov', 'ismayıLOV'],
    ['gunel ozturk', 'Günel Öztürk'],
    ['Cingiz', 'Çingiz'],
    ['agdam', 'Ağdam'],
    // Russian-style Latin transliterations.
    ['Shahin', 'Şahin'],
    ['Chingiz', 'Çingiz'],
    ['Khaliq', 'Xaliq'],
    ['Aghdam', 'Ağdam'],
    ['Zhale', 'Jalə'],
  ])('%s finds %s', (typed, stored) => {
    expect(foldText(typed)).toBe(foldText(stored));
  });

  it.each([
    ['aytan', 'Aytən'],
    ['elcin', 'Elvin'],
    ['xeyal', 'Heyal'],
  ])('%s does not find %s', (typed, stored) => {
    expect(foldText(typed)).not.toBe(foldText(stored));
  });

  it.each([
    ['İSMAYILOV', 'ismayilov'],
    ['ŞƏKİ', 'seki'],
    ['Rəşad Quliyev', 'resad quliyev'],
    ['Рашад', 'рашад'],
    ['50% off_x', '50% off_x'],
  ])('folds %s to %s, with a plain i for İ', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });
});
