import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { InterestPage } from './interest-page';

afterEach(() => act(() => i18n.changeLanguage('az')));

const field = (name: string) => screen.getByRole('textbox', { name });
const results = (name: string) => screen.getByRole('group', { name });
/** The figure under a result's label, e.g. "Komissiya" -> "4.500 ₼". */
const figure = (list: HTMLElement, label: string) =>
  within(list).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const retype = async (user: ReturnType<typeof userEvent.setup>, name: string, text: string) => {
  await user.clear(field(name));
  if (text) await user.type(field(name), text);
};

describe('interest calculator, commission', () => {
  it('works out 3 % of 150.000 and splits it; reads "2,5" the az way', async () => {
    const user = userEvent.setup();
    render(<InterestPage />);
    const commission = () => results('Komissiya');
    expect(figure(commission(), 'Komissiya')).toBe('4.500 ₼');
    expect(figure(commission(), 'Satıcı ödəyir')).toBe('4.500 ₼');
    await retype(user, 'Faiz, %', '2,5');
    expect(figure(commission(), 'Komissiya')).toBe('3.750 ₼');
    await retype(user, 'Satıcının payı, %', '40');
    expect(figure(commission(), 'Satıcı ödəyir')).toBe('1.500 ₼');
    expect(figure(commission(), 'Alıcı ödəyir')).toBe('2.250 ₼');
  });

  it('finds the percent of a commission and names the field of a wrong value', async () => {
    const user = userEvent.setup();
    render(<InterestPage />);
    await user.click(screen.getByRole('button', { name: 'Məbləğ' }));
    await retype(user, 'Qiymət, AZN', '90000');
    await retype(user, 'Komissiya, AZN', '2250');
    expect(figure(results('Komissiya'), 'Qiymətdən faiz')).toBe('2,5%');
    await retype(user, 'Qiymət, AZN', '');
    expect(await screen.findByText('Qiymət, AZN tələb olunur')).toBeInTheDocument();
    expect(screen.queryByText('Qiymətdən faiz')).not.toBeInTheDocument();
  });
});

describe('interest calculator, mortgage', () => {
  it('computes the annuity from the standard preset and a 20-year term', async () => {
    const user = userEvent.setup();
    render(<InterestPage />);
    const mortgage = () => results('İpoteka');
    // 120.000 less 20 % = 96.000 at 8 % for 25 years.
    expect(figure(mortgage(), 'Kredit məbləği')).toBe('96.000 ₼');
    expect(figure(mortgage(), 'Aylıq ödəniş')).toBe('740,94 ₼');
    await retype(user, 'Əmlakın qiyməti, AZN', '125000');
    await retype(user, 'Müddət, il', '20');
    expect(figure(mortgage(), 'Kredit məbləği')).toBe('100.000 ₼');
    expect(figure(mortgage(), 'Aylıq ödəniş')).toBe('836,44 ₼');
    // The schedule: a row a year, a year opens to its months, the balance ends at 0,00.
    const table = screen.getByRole('table', { name: 'Ödəniş cədvəli' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    await user.click(within(table).getByRole('button', { name: 'İl 1: ayları göstər' }));
    expect(within(table).getAllByRole('row')).toHaveLength(33);
    expect(within(table).getByText('Ay 1').closest('tr')).toHaveTextContent('836,44666,67169,7799.830,23');
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(/0,00$/);
  });

  it('fills the preferential terms, warns outside them and refuses a down payment of the whole price', async () => {
    const user = userEvent.setup();
    render(<InterestPage />);
    await user.click(screen.getByRole('button', { name: 'Güzəştli ipoteka' }));
    expect(field('İllik faiz dərəcəsi, %')).toHaveValue('4');
    expect(field('Müddət, il')).toHaveValue('30');
    expect(field('İlkin ödəniş, %')).toHaveValue('10');
    // 120.000 less 10 % is 108.000, above the preferential 100.000.
    expect(screen.getByRole('alert')).toHaveTextContent('Kredit 100.000 ₼ həddini keçir');
    await retype(user, 'Əmlakın qiyməti, AZN', '110000');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // 99.000 at 4 % for 30 years.
    expect(figure(results('İpoteka'), 'Aylıq ödəniş')).toBe('472,64 ₼');
    await user.click(screen.getByRole('button', { name: 'AZN' }));
    expect(field('İlkin ödəniş, AZN')).toHaveValue('11000');
    await retype(user, 'İlkin ödəniş, AZN', '110000');
    expect(await screen.findByText('İlkin ödəniş, AZN ən çox 109.999 ola bilər')).toBeInTheDocument();
    expect(screen.getByText('Nəticəni görmək üçün sahələri düzəldin.')).toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    await act(() => i18n.changeLanguage('ru'));
    render(<InterestPage />);
    expect(screen.getByRole('heading', { name: 'Расчёт процентов' })).toBeInTheDocument();
    expect(figure(results('Ипотека'), 'Ежемесячный платёж')).toBe('740,94 ₼');
  });
});
