import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from '../lib/notify';
import { createTestQueryClient } from '../testing/test-utils';
import { AppProviders } from './providers';

afterEach(cleanup);

describe('notify under the app providers', () => {
  it('shows the first toast of a page, asked for before the lazily loaded toast host exists, once the host has mounted', async () => {
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <p>page</p>
      </AppProviders>,
    );
    notify.success('Access approved');
    expect(await screen.findByText('Access approved', {}, { timeout: 10_000 })).toBeVisible();
    // Later toasts go straight to the mounted host.
    notify.info('Second toast');
    expect(await screen.findByText('Second toast')).toBeVisible();
  });
});
