import { act, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormSelectField, type FormSelectOption } from './form-select-field';

type Values = { cityId: number };

const CITIES: FormSelectOption[] = [
  { value: 1, label: 'Bakı' },
  { value: 7, label: 'Gəncə' },
];

/** A form whose value (city 7) is there before the picker's options have loaded. */
const Harness = ({ options, seen }: { options: FormSelectOption[]; seen: Values[] }) => {
  const form = useForm<Values>({ defaultValues: { cityId: 7 } });
  seen.push(form.getValues());
  return <FormSelectField form={form} name="cityId" label="City" options={options} />;
};

afterEach(() => vi.restoreAllMocks());

describe('a select whose options arrive after the value', () => {
  it('shows nothing and warns about nothing until the options come, keeping the value, then shows it', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const seen: Values[] = [];
    const { rerender } = render(<Harness options={[]} seen={seen} />);
    const select = screen.getByRole('combobox', { name: 'City' });
    // MUI keeps an empty select's height with a zero-width space.
    expect(select.textContent?.replace(/\u200b/g, '').trim()).toBe('');

    await act(async () => rerender(<Harness options={CITIES} seen={seen} />));
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Gəncə');
    expect(seen.at(-1)).toEqual({ cityId: 7 });
    const outOfRange = [...errors.mock.calls, ...warnings.mock.calls].filter((call) =>
      call.some((part) => String(part).includes('out-of-range')),
    );
    expect(outOfRange).toEqual([]);
  });
});
