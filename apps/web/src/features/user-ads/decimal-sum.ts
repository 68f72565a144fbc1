/**
 * Exact sums of the API's decimal strings (amounts in AZN with two decimals): summed as whole
 * qəpik in a BigInt, never as floating point (docs/domain.md: money is exact).
 */
const qepikOf = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.trim().replace(/^-/, '').split('.');
  const qepik = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return amount.trim().startsWith('-') ? -qepik : qepik;
};

export const sumDecimals = (...amounts: string[]): string => {
  const total = amounts.reduce((sum, amount) => sum + qepikOf(amount), 0n);
  const sign = total < 0n ? '-' : '';
  const absolute = total < 0n ? -total : total;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
};
