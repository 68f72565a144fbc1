import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { dateOfIsoDay, isoDayOf } from '@/shared/lib/calendar-day';
import { MonthGrid, type MonthGridProps } from './month-grid';

/** A grid that keeps the picked day and the shown month, and records what it was told. */
const Harness = ({
  picked = '2026-11-18',
  picks = [],
  months = [],
  ...props
}: Partial<MonthGridProps> & { picked?: string | null; picks?: string[]; months?: string[] }) => {
  const [value, setValue] = useState(picked ? dateOfIsoDay(picked) : null);
  return (
    <MonthGrid
      value={value}
      onChange={(day) => {
        picks.push(isoDayOf(day));
        setValue(day);
      }}
      onMonthChange={(month) => months.push(isoDayOf(month))}
      today="2026-11-27"
      {...props}
    />
  );
};

const cell = (day: string) => document.querySelector<HTMLElement>(`[data-day="${day}"]`);
const heading = () => screen.getByRole('heading', { level: 2 });

afterEach(() => act(() => i18n.changeLanguage('az')));

describe('month grid', () => {
  it('shows the month in az with weeks from Monday and the other months’ places empty', () => {
    render(<Harness />);
    expect(heading()).toHaveTextContent('Noyabr 2026');
    const grid = screen.getByRole('grid', { name: 'Noyabr 2026' });
    const columns = within(grid).getAllByRole('columnheader');
    expect(columns.map((column) => column.textContent)).toEqual([
      'B.E.',
      'Ç.A.',
      'Ç.',
      'C.A.',
      'C.',
      'Ş.',
      'B.',
    ]);
    expect(columns[0]).toHaveAccessibleName('bazar ertəsi');
    // 1 November 2026 is a Sunday: six empty places before it in the first week.
    const firstWeek = within(grid).getAllByRole('row')[1]!;
    const places = within(firstWeek).getAllByRole('gridcell');
    expect(places.map((place) => place.textContent)).toEqual(['', '', '', '', '', '', '1']);
    expect(within(grid).getAllByRole('gridcell', { name: /^\d+$/ })).toHaveLength(30);
  });

  it('writes az month names with the language’s capitals (İyul, not Iyul)', () => {
    render(<Harness picked="2026-07-04" />);
    expect(heading()).toHaveTextContent('İyul 2026');
  });

  it('marks the picked day and today, with one day in the tab order', () => {
    render(<Harness />);
    const picked = screen.getByRole('gridcell', { name: '18' });
    expect(picked).toHaveAttribute('aria-selected', 'true');
    expect(picked).toHaveAttribute('data-day', '2026-11-18');
    expect(picked).toHaveAttribute('tabindex', '0');
    expect(cell('2026-11-27')).toHaveAttribute('aria-current', 'date');
    expect(cell('2026-11-27')).toHaveAttribute('aria-selected', 'false');
    expect(cell('2026-11-18')).not.toHaveAttribute('aria-current');
    expect(document.querySelectorAll('[role="gridcell"][tabindex="0"]')).toHaveLength(1);
  });

  it('makes today, or else the 1st, the tabbable day of a month without the picked one', async () => {
    const user = userEvent.setup();
    render(<Harness picked={null} />);
    expect(cell('2026-11-27')).toHaveAttribute('tabindex', '0');
    await user.click(screen.getByRole('button', { name: 'Növbəti ay' }));
    expect(cell('2026-12-01')).toHaveAttribute('tabindex', '0');
  });

  it('turns the months with its buttons and says so', async () => {
    const user = userEvent.setup();
    const months: string[] = [];
    render(<Harness months={months} />);
    await user.click(screen.getByRole('button', { name: 'Növbəti ay' }));
    expect(heading()).toHaveTextContent('Dekabr 2026');
    expect(cell('2026-12-31')).toBeInTheDocument();
    expect(cell('2026-11-18')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Əvvəlki ay' }));
    await user.click(screen.getByRole('button', { name: 'Əvvəlki ay' }));
    expect(heading()).toHaveTextContent('Oktyabr 2026');
    expect(months).toEqual(['2026-12-01', '2026-11-01', '2026-10-01']);
  });

  it('shows the month its parent keeps', () => {
    const { rerender } = render(<Harness month={new Date(2027, 1, 1)} />);
    expect(heading()).toHaveTextContent('Fevral 2027');
    rerender(<Harness month={new Date(2026, 10, 1)} />);
    expect(heading()).toHaveTextContent('Noyabr 2026');
  });

  it('moves with the keys as a date grid does, turning the month at its ends, and picks with Enter', async () => {
    const user = userEvent.setup();
    const picks: string[] = [];
    const months: string[] = [];
    render(<Harness picks={picks} months={months} autoFocus />);
    expect(cell('2026-11-18')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell('2026-11-19')).toHaveFocus();
    expect(cell('2026-11-19')).toHaveAttribute('tabindex', '0');
    expect(cell('2026-11-18')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowDown}');
    expect(cell('2026-11-26')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cell('2026-11-23')).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell('2026-11-29')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(cell('2026-11-01')).toHaveFocus();
    // Home stays in the month: the week's Monday is October's.
    await user.keyboard('{Home}');
    expect(cell('2026-11-01')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(heading()).toHaveTextContent('Oktyabr 2026');
    expect(cell('2026-10-31')).toHaveFocus();
    // A month on from 31 October is 30 November (no 31st), and from there 30 December.
    await user.keyboard('{PageDown}{PageDown}');
    expect(heading()).toHaveTextContent('Dekabr 2026');
    expect(cell('2026-12-30')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(heading()).toHaveTextContent('Yanvar 2027');
    expect(cell('2027-01-06')).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(cell('2026-12-06')).toHaveFocus();
    expect(months).toEqual(['2026-10-01', '2026-11-01', '2026-12-01', '2027-01-01', '2026-12-01']);
    expect(picks).toEqual([]);
    await user.keyboard('{Enter}');
    expect(picks).toEqual(['2026-12-06']);
    expect(cell('2026-12-06')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}[Space]');
    expect(picks).toEqual(['2026-12-06', '2026-12-07']);
  });

  it('focuses today on opening when no day is picked, and picks a day by a click', async () => {
    const user = userEvent.setup();
    const picks: string[] = [];
    render(<Harness picked={null} picks={picks} autoFocus />);
    expect(cell('2026-11-27')).toHaveFocus();
    await user.click(screen.getByRole('gridcell', { name: '15' }));
    expect(picks).toEqual(['2026-11-15']);
  });

  it('draws what the screen adds to a day and says when it is busy', () => {
    render(
      <Harness
        loading
        decorateDay={(iso) =>
          iso === '2026-11-20' ? { content: ', busy', data: { 'data-marks': 'sales' } } : undefined
        }
      />,
    );
    expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    expect(cell('2026-11-20')).toHaveAttribute('data-marks', 'sales');
    expect(cell('2026-11-20')).toHaveAccessibleName('20, busy');
    expect(cell('2026-11-21')).not.toHaveAttribute('data-marks');
  });

  it.each([
    ['en', 'November 2026', 'Next month', 'Previous month', 'Mon', 'Monday'],
    ['ru', 'Ноябрь 2026', 'Следующий месяц', 'Предыдущий месяц', 'пн', 'понедельник'],
  ])('speaks %s', async (language, title, next, previous, monday, mondayLong) => {
    await act(() => i18n.changeLanguage(language));
    render(<Harness />);
    expect(heading()).toHaveTextContent(title);
    expect(screen.getByRole('button', { name: next })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: previous })).toBeInTheDocument();
    const first = screen.getAllByRole('columnheader')[0]!;
    expect(first).toHaveTextContent(monday);
    expect(first).toHaveAccessibleName(mondayLong);
  });
});
