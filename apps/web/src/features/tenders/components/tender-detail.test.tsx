import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { TenderDetail as Tender } from '@portal/domain/tenders/tender-schemas';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { TenderDetail } from './tender-detail';
import { makeTender } from '../testing/make-tender';

const HOUR = 3_600_000;
const fetchMock = vi.fn<typeof fetch>();

const sent = makeTender();

const accepted: Tender = {
  ...sent,
  status: { value: TenderOfferStatus.Accepted, displayName: 'Accepted' },
  shipmentStatus: { value: ShipmentStatus.Dispatched, displayName: 'Dispatched' },
  respondedAt: new Date(Date.now() - HOUR / 2).toISOString(),
  respondedBy: 'Dana Dispatch',
  driverId: 5,
  driver: { id: 5, name: 'Sam Driver', licenseExpiresOn: null },
  truckNumber: 'BR-101',
  trailerNumber: 'BRT-5301',
};

let current: Tender = sent;

/** Stands in for the drivers feature's picker: picks a driver whose licence expired. */
const driverPicker = ({ onChange }: { onChange: (id: number | undefined, driver?: { id: number; name: string; licenseExpiresOn: string | null }) => void }) => (
  <button type="button" onClick={() => onChange(6, { id: 6, name: 'Pat Expired', licenseExpiresOn: '2020-01-31' })}>
    pick driver
  </button>
);
/** Stands in for the equipment feature's picker: picks unit 40 of the kind. */
const unitPicker = ({ kind, label, onChange }: { kind: 'PowerUnit' | 'Trailer'; label: string; onChange: (unit: { id: number; unitNumber: string } | null) => void }) => (
  <button type="button" onClick={() => onChange({ id: kind === 'PowerUnit' ? 40 : 41, unitNumber: `${kind}-unit` })}>
    {`pick ${label}`}
  </button>
);

function renderDetail() {
  renderWithProviders(
    <MemoryRouter>
      <SnackbarProvider>
        <TenderDetail tenderKey="77" renderDriverPicker={driverPicker} renderUnitPicker={unitPicker} />
      </SnackbarProvider>
    </MemoryRouter>,
    createTestQueryClient(),
  );
}

const offers = () => fetchMock.mock.calls.filter(([input, init]) => String(input).endsWith('/tenders/77/offers') && init?.method === 'PUT');

describe('TenderDetail', { timeout: 20_000 }, () => {
  beforeEach(() => {
    current = sent;
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/tenders/77/offers') && init?.method === 'PUT') {
        const offer = JSON.parse(String(init.body)) as { status: string; reason?: string };
        if (offer.status === 'Rejected') {
          current = { ...sent, status: { value: TenderOfferStatus.Rejected, displayName: 'Rejected' }, respondedAt: new Date().toISOString(), rejectReason: offer.reason ?? null };
          return jsonResponse({ data: current, message: 'Response sent!', warnings: [] });
        }
        current = accepted;
        return jsonResponse({ data: accepted, message: 'Response sent!', warnings: ['The licence of Pat Expired expired on 2020-01-31'] });
      }
      if (url.includes('/tenders/77')) return jsonResponse({ data: current });
      return jsonResponse({}, { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('gives the broker who sent the tender no Accept or Reject, only what it waits for', async () => {
    signIn(makeUser({ isBroker: true, companyId: 3 }));
    renderDetail();
    expect(await screen.findByTestId('tender-answer')).toHaveTextContent('Waiting for Blue Ridge Transport LLC to answer by');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.getByText('Blue Ridge Transport LLC')).toBeInTheDocument();
  });

  it("shows the broker the carrier's answer: who, the driver, truck and trailer", async () => {
    current = accepted;
    signIn(makeUser({ isBroker: true, companyId: 3 }));
    renderDetail();
    const note = await screen.findByTestId('tender-answer');
    expect(note).toHaveTextContent('Blue Ridge Transport LLC accepted this tender');
    expect(note).toHaveTextContent('(Dana Dispatch)');
    expect(note).toHaveTextContent('Driver Sam Driver. Truck BR-101. Trailer BRT-5301.');
  });

  it('lets the tendered carrier accept with fleet units, warns about an expired licence, and links the shipment after', async () => {
    signIn(makeUser({ companyId: 10 }));
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    fireEvent.click(screen.getByRole('button', { name: 'pick driver' }));
    expect(screen.getByTestId('licence-warning')).toHaveTextContent('The licence of Pat Expired expired on 2020-01-31');
    fireEvent.click(screen.getByRole('button', { name: 'pick Truck' }));
    fireEvent.click(screen.getByRole('button', { name: 'pick Trailer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept tender' }));

    expect(await screen.findByTestId('tender-assignment')).toHaveTextContent('Driver Sam Driver. Truck BR-101. Trailer BRT-5301.');
    expect(JSON.parse(String(offers()[0][1]?.body))).toEqual({ status: 'Accepted', driverId: 6, truckId: 40, trailerId: 41 });
    expect(screen.getByTestId('tender-shipment-link')).toHaveAttribute('href', '/shipments/4100247');
    expect(await screen.findByText('The licence of Pat Expired expired on 2020-01-31')).toBeInTheDocument();
  });

  it('lets the tendered carrier reject with the reason left empty, sending none', async () => {
    signIn(makeUser({ companyId: 10 }));
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const reason = screen.getByRole('textbox', { name: 'Reason (optional)' });
    expect(reason).not.toBeRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Reject tender' }));

    expect(await screen.findByText(/^You rejected this tender/)).toHaveTextContent(/^You rejected this tender .*\.$/);
    expect(JSON.parse(String(offers()[0][1]?.body))).toEqual({ status: 'Rejected' });
    expect(await screen.findByText('Response sent!')).toBeInTheDocument();
  });

  it('keeps and shows a reason the carrier gives', async () => {
    signIn(makeUser({ companyId: 10 }));
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason (optional)' }), { target: { value: ' No truck near Fort Worth ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject tender' }));

    expect(await screen.findByText(/^You rejected this tender/)).toHaveTextContent(/: “No truck near Fort Worth”$/);
    expect(JSON.parse(String(offers()[0][1]?.body))).toEqual({ status: 'Rejected', reason: 'No truck near Fort Worth' });
  });

  it('sends a typed number for a unit not in the fleet', async () => {
    signIn(makeUser({ companyId: 10 }));
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    fireEvent.click(screen.getByRole('button', { name: 'Truck not in your fleet? Type its number' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Truck number' }), { target: { value: ' RENTAL-7 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept tender' }));
    await screen.findByTestId('tender-assignment');
    expect(JSON.parse(String(offers()[0][1]?.body))).toEqual({ status: 'Accepted', truckNumber: 'RENTAL-7' });
  });
});
