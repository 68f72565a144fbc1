import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '@/app/providers';
import { createStore } from '@/app/store';
import { createAppTheme } from './create-app-theme';
import { palettes } from './palettes';
import { initialThemeState, setDirection, setMode, setPalette, setSidebarWidth } from './theme-slice';

afterEach(() => {
  document.dir = 'ltr';
});

describe('theme persistence', () => {
  it('restores palette, mode, direction and sidebar width from storage', () => {
    localStorage.setItem('current-theme', 'EMERALD_GREEN_DARK');
    localStorage.setItem('theme-direction', 'rtl');
    localStorage.setItem('sidebar-width', 'compact');
    expect(createStore().getState().theme).toEqual({
      mode: 'dark',
      palette: 'EMERALD_GREEN',
      direction: 'rtl',
      sidebarWidth: 'compact',
      sidebarOpen: true,
    });
  });

  it('reads a light palette without the suffix', () => {
    localStorage.setItem('current-theme', 'CRIMSON');
    expect(createStore().getState().theme).toMatchObject({ mode: 'light', palette: 'CRIMSON' });
  });

  it.each([
    ['current-theme', 'PINK_DARK'],
    ['current-theme', 'royal_blue'],
    ['current-theme', 'ROYAL_BLUE_DARKER'],
    ['current-theme', ''],
    ['theme-direction', 'up'],
    ['sidebar-width', 'huge'],
    ['sidebar-open', 'maybe'],
  ])('ignores an invalid stored %s (%j)', (key, value) => {
    localStorage.setItem(key, value);
    expect(createStore().getState().theme).toEqual(initialThemeState);
  });

  it('writes every change and applies direction and colour scheme to the document', async () => {
    const store = createStore();
    render(
      <Providers store={store} queryClient={createQueryClient()}>
        <p>app</p>
      </Providers>,
    );
    expect(localStorage.getItem('current-theme')).toBe('ROYAL_BLUE');
    act(() => {
      store.dispatch(setPalette('TEAL'));
      store.dispatch(setMode('dark'));
      store.dispatch(setDirection('rtl'));
      store.dispatch(setSidebarWidth('mini'));
    });
    expect(localStorage.getItem('current-theme')).toBe('TEAL_DARK');
    expect(localStorage.getItem('theme-direction')).toBe('rtl');
    expect(localStorage.getItem('sidebar-width')).toBe('mini');
    // Right-to-left's styles load when first chosen; the document turns with them.
    await vi.waitFor(() => expect(document.dir).toBe('rtl'), { timeout: 5_000 });
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });
});

describe('createAppTheme', () => {
  it('uses the spec breakpoints, the palette variant and the direction', () => {
    const theme = createAppTheme({ mode: 'dark', palette: 'INDIGO', direction: 'rtl' });
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 480, md: 768, lg: 1024, xl: 1440, xxl: 1920 });
    expect(theme.palette.primary.main).toBe(palettes.INDIGO.dark.primary.main);
    expect(theme.palette.primary.contrastText).toBe(palettes.INDIGO.dark.primary.contrastText);
    expect(theme.palette.background.paper).toBe(palettes.INDIGO.dark.background.paper);
    expect(theme.palette.mode).toBe('dark');
    expect(theme.direction).toBe('rtl');
  });
});
