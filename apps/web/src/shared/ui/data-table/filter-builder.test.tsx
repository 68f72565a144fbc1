import type { ListFilter } from '@emlak/contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import type { DataTableColumn } from './data-table-types';
import { FilterBuilder } from './filter-builder';
import { FilterChips } from './filter-chips';

type Row = Record<string, unknown>;

/** One column of each type, as the features declare them (the role filtered by its fixed id). */
const columns: DataTableColumn<Row>[] = [
  {
    field: 'roleName',
    filterField: 'roleId',
    headerKey: 'users.fields.roleName',
    type: 'enum',
    options: [
      { value: 2, labelKey: 'roles.names.SuperAdmin' },
      { value: 1, labelKey: 'roles.names.Admin' },
      { value: 3, labelKey: 'roles.names.User' },
    ],
    filterable: true,
  },
  { field: 'createdAt', headerKey: 'users.fields.createdAt', type: 'date', filterable: true },
  { field: 'latitude', headerKey: 'cities.fields.latitude', type: 'number', filterable: true },
  { field: 'status', headerKey: 'menus.fields.status', type: 'boolean', filterable: true },
  { field: 'name', headerKey: 'cities.fields.name', type: 'text', filterable: true },
];

const Harness = ({ added }: { added: ListFilter[] }) => {
  const [filters, setFilters] = useState<ListFilter[]>([]);
  return (
    <>
      <FilterBuilder
        columns={columns}
        activeCount={filters.length}
        onAdd={(filter) => {
          added.push(filter);
          setFilters((current) => [...current, filter]);
        }}
      />
      <FilterChips
        columns={columns}
        filters={filters}
        onRemove={(filter) => setFilters((current) => current.filter((item) => item !== filter))}
        onClear={() => setFilters([])}
      />
    </>
  );
};

const openBuilder = async (language: string, columnKey: string) => {
  await act(() => i18n.changeLanguage(language));
  const added: ListFilter[] = [];
  render(<Harness added={added} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: i18n.t('table.filters') }));
  const dialog = await screen.findByRole('dialog', { name: i18n.t('table.filterTitle') });
  await user.click(within(dialog).getByRole('combobox', { name: i18n.t('table.column') }));
  await user.click(screen.getByRole('option', { name: i18n.t(columnKey) }));
  return { user, dialog, added };
};

const operatorsOffered = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => {
  await user.click(within(dialog).getByRole('combobox', { name: i18n.t('table.operator') }));
  const offered = screen.getAllByRole('option').map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return offered;
};

const chooseOperator = async (
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  name: string,
) => {
  await user.click(within(dialog).getByRole('combobox', { name: i18n.t('table.operator') }));
  await user.click(screen.getByRole('option', { name }));
};

const apply = (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: i18n.t('table.apply') }));

const chips = () => screen.getByRole('group', { name: i18n.t('table.activeFilters') });

afterEach(() => act(() => i18n.changeLanguage('az')));

describe('the filter builder offers the control that fits the field', () => {
  it.each([
    ['users.fields.roleName', ['equals', 'does not equal']],
    ['menus.fields.status', ['equals', 'does not equal']],
    ['users.fields.createdAt', ['on', 'not on', 'before', 'on or before', 'after', 'on or after']],
  ])('offers for %s only %j', async (columnKey, operators) => {
    const { user, dialog } = await openBuilder('en', columnKey);
    expect(await operatorsOffered(user, dialog)).toEqual(operators);
  });

  it.each([
    ['az', ['Super admin', 'Admin', 'İstifadəçi'], 'İstifadəçi', 3, 'Rol bərabərdir İstifadəçi'],
    ['en', ['Super admin', 'Admin', 'User'], 'Admin', 1, 'Role equals Admin'],
  ])(
    'in %s offers the roles as a select of translated names and filters by the id',
    async (language, names, pick, id, chip) => {
      const { user, dialog, added } = await openBuilder(language, 'users.fields.roleName');
      await user.click(within(dialog).getByRole('combobox', { name: i18n.t('table.value') }));
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(names);
      await user.click(screen.getByRole('option', { name: pick }));
      await apply(user, dialog);
      expect(added).toEqual([{ field: 'roleId', operator: 'Equal', value: id }]);
      expect(within(chips()).getByText(chip)).toBeInTheDocument();
    },
  );

  it.each([
    ['az', '12.05.2025', 'əvvəl', 'LessThan', 'Yaradılıb əvvəl 12.05.2025'],
    ['ru', '12.05.2025', 'позже', 'GreaterThan', 'Создан позже 12.05.2025'],
    ['en', '12/05/2025', 'on', 'Equal', 'Created on 12/05/2025'],
  ])(
    'in %s reads the day %j typed the language way ("%s")',
    async (language, typed, operatorName, operator, chip) => {
      const { user, dialog, added } = await openBuilder(language, 'users.fields.createdAt');
      const day = within(dialog).getByRole('textbox', { name: i18n.t('table.date') });
      expect(day).toHaveAttribute('placeholder', i18n.t('table.datePlaceholder'));
      expect(within(dialog).getByRole('button', { name: i18n.t('table.pickDate') })).toBeInTheDocument();
      await chooseOperator(user, dialog, operatorName);
      await user.type(day, typed);
      await apply(user, dialog);
      expect(added).toEqual([{ field: 'createdAt', operator, value: '2025-05-12' }]);
      expect(within(chips()).getByText(chip)).toBeInTheDocument();
    },
  );

  it.each([
    ['az', '40,5', 40.5],
    ['ru', '1 234,5', 1234.5],
    ['en', '40.5', 40.5],
  ])('in %s reads the number %j as %d', async (language, typed, number) => {
    const { user, dialog, added } = await openBuilder(language, 'cities.fields.latitude');
    await user.type(within(dialog).getByRole('textbox', { name: i18n.t('table.value') }), typed);
    await apply(user, dialog);
    expect(added).toEqual([{ field: 'latitude', operator: 'Equal', value: number }]);
  });

  it.each([
    ['users.fields.createdAt', '31.02.2025', 'az'],
    ['users.fields.createdAt', 'dünən', 'az'],
    ['cities.fields.latitude', '40,5', 'en'],
    ['cities.fields.latitude', 'abc', 'ru'],
  ])('refuses for %s the value %j in %s', async (columnKey, typed, language) => {
    const { user, dialog, added } = await openBuilder(language, columnKey);
    const label = columnKey === 'users.fields.createdAt' ? i18n.t('table.date') : i18n.t('table.value');
    await user.type(within(dialog).getByRole('textbox', { name: label }), typed);
    await apply(user, dialog);
    expect(within(dialog).getByText(i18n.t('table.valueRequired'))).toBeInTheDocument();
    expect(added).toEqual([]);
  });

  it('offers yes and no for a boolean', async () => {
    const { user, dialog, added } = await openBuilder('en', 'menus.fields.status');
    await user.click(within(dialog).getByRole('combobox', { name: 'Value' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Yes', 'No']);
    await user.click(screen.getByRole('option', { name: 'Yes' }));
    await apply(user, dialog);
    expect(added).toEqual([{ field: 'status', operator: 'Equal', value: true }]);
  });
});
