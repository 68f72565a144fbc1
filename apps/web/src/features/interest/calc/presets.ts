/**
 * The terms of Azerbaijan's Mortgage and Credit Guarantee Fund (İpoteka və Kredit Zəmanət Fondu)
 * as starting values the user can change; the Fund revises them, so the page says to check its
 * current terms. A loan outside a preset's limits is warned about, never refused.
 */
export type PresetId = 'standard' | 'preferential';

export type MortgagePreset = {
  id: PresetId;
  annualRate: number;
  maxYears: number;
  /** The smallest down payment, percent of the price. */
  minDownPercent: number;
  /** The down payment the form starts with, percent. */
  defaultDownPercent: number;
  /** The largest loan, AZN. */
  maxLoan: number;
};

export const PRESETS: Record<PresetId, MortgagePreset> = {
  standard: {
    id: 'standard',
    annualRate: 8,
    maxYears: 25,
    minDownPercent: 15,
    defaultDownPercent: 20,
    maxLoan: 150_000,
  },
  preferential: {
    id: 'preferential',
    annualRate: 4,
    maxYears: 30,
    minDownPercent: 10,
    defaultDownPercent: 10,
    maxLoan: 100_000,
  },
};

export const PRESET_IDS = Object.keys(PRESETS) as PresetId[];

export type PresetWarning =
  | { key: 'loanAboveMax'; max: number }
  | { key: 'termAboveMax'; max: number }
  | { key: 'downBelowMin'; min: number };

/** Where a loan leaves the preset's limits: the loan, the term and the down payment share. */
export const presetWarnings = (
  preset: MortgagePreset,
  loan: { principal: number; years: number; downPercent: number },
): PresetWarning[] => {
  const warnings: PresetWarning[] = [];
  if (loan.principal > preset.maxLoan) warnings.push({ key: 'loanAboveMax', max: preset.maxLoan });
  if (loan.years > preset.maxYears) warnings.push({ key: 'termAboveMax', max: preset.maxYears });
  if (loan.downPercent < preset.minDownPercent)
    warnings.push({ key: 'downBelowMin', min: preset.minDownPercent });
  return warnings;
};
