import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { ComingSoonPage } from './coming-soon-page';

const renderAt = (titleKey: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/', element: <ComingSoonPage titleKey={titleKey} /> }])}
    />,
  );

afterEach(async () => {
  await i18n.changeLanguage('az');
});

describe('coming soon page', () => {
  it('names the screen, says it is coming and offers the way back to the dashboard', async () => {
    await i18n.changeLanguage('en');
    renderAt('contacts');
    expect(screen.getByRole('heading', { name: 'Contacts' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('offers no link to itself on the dashboard', () => {
    renderAt('dashboard');
    expect(screen.getByRole('heading', { name: 'İdarə paneli' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
