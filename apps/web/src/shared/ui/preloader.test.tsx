import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { Preloader } from './preloader';

afterEach(async () => {
  document.head.querySelector('meta[name="application-name"]')?.remove();
  await i18n.changeLanguage('az');
});

describe('preloader', () => {
  it('shows the company name of the page and is announced as a busy progress bar', async () => {
    const meta = document.createElement('meta');
    meta.name = 'application-name';
    meta.content = 'Baku Homes';
    document.head.append(meta);
    await i18n.changeLanguage('en');
    render(<Preloader />);
    expect(screen.getByText('Baku Homes')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toHaveAttribute('aria-busy', 'true');
  });

  it('falls back to "Emlak Ofis" when the page names no company', () => {
    render(<Preloader />);
    expect(screen.getByText('Emlak Ofis')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Yüklənir...' })).toBeInTheDocument();
  });
});
