import { afterEach, describe, expect, it } from 'vitest';
import { readEntryParameters } from './entry';

describe('readEntryParameters', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('sends a shipment_id link to the page that looks the shipment up by its id or number', () => {
    window.history.replaceState(null, '', '/?shipment_id=42&tab=x');
    expect(readEntryParameters()).toEqual({ driverToken: null });
    expect(window.location.pathname).toBe('/shipment-link/42');
    expect(window.location.search).toBe('?tab=x');
  });

  it('leaves an address without entry parameters alone', () => {
    window.history.replaceState(null, '', '/shipments?statuses=1');
    readEntryParameters();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/shipments?statuses=1');
  });
});
