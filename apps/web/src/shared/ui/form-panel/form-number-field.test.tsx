import { cityInputSchema } from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { issueToken } from '@/shared/lib/form-errors';
import { FormTextField } from './form-text-field';

const schema = cityInputSchema.pick({ latitude: true });
type Values = { latitude: number };

/** The cities form's latitude field (kind="number") with the contract's bounds. */
const Harness = ({ saved, start }: { saved: unknown[]; start?: number }) => {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(schema, { error: issueToken }),
    defaultValues: { latitude: start },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => void saved.push(values))}>
      <FormTextField form={form} name="latitude" kind="number" label={t('cities.fields.latitude')} />
      <button type="submit">save</button>
    </form>
  );
};

const renderField = async (language: string, start?: number) => {
  await act(() => i18n.changeLanguage(language));
  const saved: unknown[] = [];
  render(<Harness saved={saved} start={start} />);
  return {
    saved,
    user: userEvent.setup(),
    field: screen.getByRole('textbox', { name: i18n.t('cities.fields.latitude') }),
  };
};

afterEach(() => act(() => i18n.changeLanguage('az')));

describe('a number field follows the language', () => {
  it.each([
    ['az', '40,40', 40.4, '40,4'],
    ['ru', '40,40', 40.4, '40,4'],
    ['en', '40.40', 40.4, '40.4'],
    ['az', '40.40', 40.4, '40,4'],
    ['ru', '40,4', 40.4, '40,4'],
  ])('in %s reads %j as %d and shows it back as %j', async (language, typed, number, shown) => {
    const { user, field, saved } = await renderField(language);
    expect(field).toHaveAttribute('inputmode', 'decimal');
    await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'save' }));
    await screen.findByRole('button', { name: 'save' });
    await act(async () => {});
    expect(saved).toEqual([{ latitude: number }]);
    expect(field).toHaveValue(shown);
  });

  it.each([
    ['az', '60,5', 'En dairəsi ən çox 41,95 ola bilər'],
    ['ru', '10,5', 'Поле «Широта» должно быть не меньше 38,3'],
    ['en', '40,40', 'Latitude must be a number'],
    ['az', 'abc', 'En dairəsi rəqəm olmalıdır'],
    ['en', '', 'Latitude is required'],
  ])('in %s refuses %j with %j', async (language, typed, message) => {
    const { user, field, saved } = await renderField(language);
    if (typed) await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
  });

  it('shows a stored value in the language and rewrites it when the language changes', async () => {
    const { field } = await renderField('az', 40.4093);
    expect(field).toHaveValue('40,4093');
    await act(() => i18n.changeLanguage('en'));
    expect(field).toHaveValue('40.4093');
  });
});
