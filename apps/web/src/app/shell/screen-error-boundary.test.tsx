import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '@/app/providers';
import { createStore } from '@/app/store';
import { i18n } from '@/shared/i18n/i18n';
import { ScreenErrorBoundary } from './screen-error-boundary';

const Broken = (): never => {
  throw new Error('render failed');
};

const view = (resetKey: string, broken: boolean) => (
  <Providers store={createStore()} queryClient={createQueryClient()}>
    <ScreenErrorBoundary resetKey={resetKey}>{broken ? <Broken /> : <p>screen</p>}</ScreenErrorBoundary>
  </Providers>
);

describe('screen error boundary', () => {
  it('shows the 500 screen for a render error and recovers on navigation', () => {
    // React logs the caught error; keep the test output clean.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(view('/a', true));
    expect(screen.getByText(i18n.t('errors.serverText'))).toBeInTheDocument();
    rerender(view('/b', false));
    expect(screen.getByText('screen')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
