import { cleanup, screen } from '@testing-library/react';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { ProgressSteps } from './progress-steps';

describe('ProgressSteps', () => {
  afterEach(cleanup);

  it.each([
    [ShipmentStatus.Draft, 0, 0],
    [ShipmentStatus.Tendering, 1, 1],
    [ShipmentStatus.Booked, 2, 2],
    [ShipmentStatus.AtStop, 2, 2],
    [ShipmentStatus.Delivered, 4, 3],
    [ShipmentStatus.DeliveryConfirmed, 0, 0],
    [ShipmentStatus.Voided, 0, 0],
  ])('status %i is progress group %i with %i steps reached', (status, group, reached) => {
    renderWithProviders(<ProgressSteps status={status} />);
    const bar = screen.getByRole('progressbar', { name: 'Shipment progress' });
    expect(bar.getAttribute('data-progress-group')).toBe(String(group));
    expect(bar.getAttribute('aria-valuenow')).toBe(String(reached));
  });
});
