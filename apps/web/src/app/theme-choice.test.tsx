import MenuList from '@mui/material/MenuList';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from './theme';
import { THEME_MODE_KEY, themeModeStorage } from './theme-mode-storage';
import { ThemeModeSync } from './theme-mode-sync';
import { getSession } from '../lib/session';
import { storage } from '../lib/storage';
import { createTestQueryClient, jsonResponse, makeUser, signIn } from '../testing/test-utils';
import { ThemeMenuItems } from '../features/appearance/components/theme-menu-items';

function Scheme() {
  return <output data-testid="scheme">{useTheme().palette.mode}</output>;
}

function renderMenu() {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={THEME_MODE_KEY} storageManager={themeModeStorage}>
      <ThemeModeSync />
      <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
  return render(
    <>
      <MenuList>
        <ThemeMenuItems />
      </MenuList>
      <Scheme />
    </>,
    { wrapper: Wrapper },
  );
}

const checked = (name: string) => screen.getByRole('menuitemradio', { name }).getAttribute('aria-checked');

/** The user menu's theme choice with the app's theme provider set up as in providers.tsx. */
describe('the theme choice of the user menu', () => {
  beforeEach(() => storage.setTheme(null));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the signed-in user's theme, applies a choice at once, saves it and remembers it on this browser", async () => {
    signIn(makeUser({ theme: 'light' }));
    const fetch = vi.fn(async () => jsonResponse({ data: makeUser({ theme: 'dark' }) }));
    vi.stubGlobal('fetch', fetch);
    renderMenu();
    await waitFor(() => expect(checked('Light')).toBe('true'));
    expect(checked('System')).toBe('false');

    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(screen.getByTestId('scheme').textContent).toBe('dark');
    expect(checked('Dark')).toBe('true');
    await waitFor(() => expect(getSession().user?.theme).toBe('dark'));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/portal\/api\/users\/me\/appearance$/);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ theme: 'dark' });
    expect(storage.getTheme()).toBe('dark');
  });

  it('puts the previous choice back when the save fails', async () => {
    signIn(makeUser({ theme: 'light' }));
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ title: 'Server error', status: 500 }, { status: 500, headers: { 'Content-Type': 'application/problem+json' } })));
    renderMenu();
    await waitFor(() => expect(checked('Light')).toBe('true'));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    await waitFor(() => expect(checked('Light')).toBe('true'));
    expect(screen.getByTestId('scheme').textContent).toBe('light');
    expect(getSession().user?.theme).toBe('light');
  });

  it('before sign-in keeps the last choice made on this browser', () => {
    signIn(null);
    storage.setTheme('dark');
    renderMenu();
    expect(checked('Dark')).toBe('true');
    expect(screen.getByTestId('scheme').textContent).toBe('dark');
  });
});
