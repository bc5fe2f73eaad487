import '@testing-library/jest-dom/vitest';
import type { PlaceSuggestion } from '@portal/domain/locations/place-suggestion-schemas';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders, signIn } from '../../testing/test-utils';
import { PlaceAutocomplete } from './place-autocomplete';
import { singleMatch } from './single-match';

const at = { country: 'US', latitude: 35.1, longitude: -90, ianaTimezone: 'America/Chicago' };
const city = (name: string, state: string, count: number): PlaceSuggestion => ({
  ...at,
  id: `City:US:${state}:${name}`,
  kind: 'City',
  label: `${name}, ${state}`,
  city: name,
  state,
  postalCode: null,
  postalCodeCount: count,
});
const zip = (name: string, state: string, code: string): PlaceSuggestion => ({
  ...at,
  id: `PostalCode:US:${code}`,
  kind: 'PostalCode',
  label: `${name}, ${state} ${code}`,
  city: name,
  state,
  postalCode: code,
  postalCodeCount: 1,
});

const MEMPH = [city('Memphis', 'TN', 48), city('Memphis', 'MO', 1), zip('Memphis', 'TN', '38103'), zip('Memphis', 'TN', '38104')];

/** What the server answers, by the q it was asked. */
function answerFor(q: string): PlaceSuggestion[] {
  if (q.toLowerCase().startsWith('memph')) return MEMPH;
  if (q === '38103') return [zip('Memphis', 'TN', '38103')];
  if (q.toLowerCase() === 'chicago') return [city('Chicago', 'IL', 60), city('Chicago Heights', 'IL', 2), city('Chicago Ridge', 'IL', 1)];
  return [];
}

function Harness({ onPlace }: { onPlace: (text: string, place: PlaceSuggestion | null) => void }) {
  const [text, setText] = useState('');
  return (
    <>
      <PlaceAutocomplete
        label="Origin"
        value={text}
        onChange={(next, place) => {
          setText(next);
          onPlace(next, place);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('PlaceAutocomplete', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    signIn(makeUser());
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      expect(url.pathname).toMatch(/\/places\/suggestions$/);
      return jsonResponse({ data: answerFor(url.searchParams.get('q') ?? '') });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function setup() {
    const onPlace = vi.fn<(text: string, place: PlaceSuggestion | null) => void>();
    renderWithProviders(<Harness onPlace={onPlace} />);
    return { onPlace, user: userEvent.setup(), input: screen.getByRole('combobox', { name: 'Origin' }) };
  }

  it('suggests cities and postal codes as the user types', async () => {
    const { user, input } = setup();
    await user.type(input, 'Memph');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Memphis, TNCity · 48 ZIP codes', 'Memphis, MOCity · 1 ZIP code', 'Memphis, TN 38103ZIP code', 'Memphis, TN 38104ZIP code']);
    // Asked once the typing paused, not for every keystroke.
    expect(fetchMock.mock.calls.length).toBeLessThanOrEqual(2);
    expect(new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost').searchParams.get('q')).toBe('Memph');
  });

  it('arrow keys and Enter choose a suggestion', async () => {
    const { user, input, onPlace } = setup();
    await user.type(input, 'Memph');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('Memphis, TN 38103');
    expect(onPlace).toHaveBeenLastCalledWith('Memphis, TN 38103', expect.objectContaining({ kind: 'PostalCode', postalCode: '38103' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('free text that matches one place is taken as that place when the box loses focus', async () => {
    const { user, input, onPlace } = setup();
    await user.type(input, 'chicago');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(input).toHaveValue('Chicago, IL'));
    expect(onPlace).toHaveBeenLastCalledWith('Chicago, IL', expect.objectContaining({ kind: 'City', city: 'Chicago', state: 'IL' }));
  });

  it('a typed postal code is taken on Enter; text that matches several places stays as typed', async () => {
    const { user, input, onPlace } = setup();
    await user.type(input, '38103');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}{Enter}');
    await waitFor(() => expect(input).toHaveValue('Memphis, TN 38103'));
    expect(onPlace).toHaveBeenLastCalledWith('Memphis, TN 38103', expect.objectContaining({ postalCode: '38103' }));

    await user.clear(input);
    await user.type(input, 'Memph');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(input).toHaveValue('Memph');
    expect(onPlace).toHaveBeenLastCalledWith('Memph', null);
  });
});

describe('singleMatch', () => {
  it('takes an exact label or postal code, the one city of that name, or the only suggestion', () => {
    expect(singleMatch('memphis ,tn', MEMPH)?.label).toBe('Memphis, TN');
    expect(singleMatch('38104', MEMPH)?.label).toBe('Memphis, TN 38104');
    expect(singleMatch('Memph', MEMPH)).toBeNull();
    expect(singleMatch('memphis', MEMPH)).toBeNull();
    expect(singleMatch('Chicago', answerFor('chicago'))?.label).toBe('Chicago, IL');
    expect(singleMatch('Chic', [city('Chicopee', 'MA', 3)])?.label).toBe('Chicopee, MA');
    expect(singleMatch('', MEMPH)).toBeNull();
    expect(singleMatch('Nowhere', [])).toBeNull();
  });
});
