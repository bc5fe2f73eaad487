import { describe, expect, it } from 'vitest';
import { defaultDockDays, type DockDay } from '../locations/dock-hours';
import { OrderStopLocationSchema } from './order-fields';
import { dockHoursSummary, facilityLines, newFacilityIssues } from './order-facility';

const week = (f: (day: number) => Partial<DockDay>): DockDay[] =>
  [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, isClosed: false, isTwentyFourHour: false, startTime: '07:00', endTime: '18:00', ...f(dayOfWeek) }));

describe('dockHoursSummary', () => {
  it('knows nothing of no days or of the default week', () => {
    expect(dockHoursSummary([])).toBeNull();
    expect(dockHoursSummary(defaultDockDays())).toBeNull();
  });

  it('runs weekdays together and closes the weekend', () => {
    expect(dockHoursSummary(week((d) => (d === 0 || d === 6 ? { isClosed: true } : {})))).toBe('Mon-Fri 07:00-18:00; Sat-Sun closed');
  });

  it('reads a whole week of the same hours as one', () => {
    expect(dockHoursSummary(week(() => ({ isTwentyFourHour: true })))).toBe('Open 24 hours');
    expect(dockHoursSummary(week(() => ({})))).toBe('Daily 07:00-18:00');
  });

  it('names a single day on its own', () => {
    expect(dockHoursSummary(week((d) => (d === 0 ? { isClosed: true } : d === 6 ? { startTime: '08:00', endTime: '12:00' } : { startTime: '05:00', endTime: '21:30' })))).toBe(
      'Mon-Fri 05:00-21:30; Sat 08:00-12:00; Sun closed',
    );
  });
});

describe('facilityLines', () => {
  const facility = {
    name: 'Heartland Foods Atlanta Plant',
    addressLine1: '100 Peachtree St',
    addressLine2: 'Dock 4',
    city: 'Atlanta',
    state: 'GA',
    postalCode: '30303',
    contactName: 'Dana Ruiz',
    contactPhone: '(404) 555-0100',
    dockHours: 'Mon-Fri 07:00-18:00',
  };

  it('prints name, street, city line, dock hours and contact', () => {
    expect(facilityLines(facility)).toEqual([
      'Heartland Foods Atlanta Plant',
      '100 Peachtree St',
      'Dock 4',
      'Atlanta, GA 30303',
      'Dock hours: Mon-Fri 07:00-18:00',
      'Contact: Dana Ruiz (404) 555-0100',
    ]);
  });

  it('leaves out what is unknown and a name that repeats the city line', () => {
    expect(facilityLines({ ...facility, name: 'Atlanta, GA 30303', addressLine1: null, addressLine2: null, contactName: null, contactPhone: null, dockHours: null })).toEqual(['Atlanta, GA 30303']);
  });
});

describe('new facilities', () => {
  const location = { name: 'Peach Cold Storage', city: 'Atlanta', state: 'GA', postalCode: '30303', ianaTimezone: 'America/New_York' };

  it('need a street unless a saved location is picked', () => {
    expect(newFacilityIssues([{ location: { ...location, locationId: 4 } }, { location: { ...location, addressLine1: '  ' } }, { location: null }])).toEqual([
      { path: ['stops', 1, 'location', 'addressLine1'], message: 'Enter the street address of the facility' },
    ]);
    expect(newFacilityIssues([{ location: { ...location, addressLine1: '9 Dock Rd' } }])).toEqual([]);
  });

  it('take an optional contact whose phone looks like one', () => {
    expect(OrderStopLocationSchema.parse({ ...location, contactName: 'Dana', contactPhone: '(404) 555-0100' })).toMatchObject({ contactName: 'Dana', contactPhone: '(404) 555-0100' });
    expect(OrderStopLocationSchema.parse({ ...location, contactName: '', contactPhone: '' })).toMatchObject({ contactName: undefined, contactPhone: undefined });
    // An order read back and sent again carries nulls for what is unknown.
    expect(OrderStopLocationSchema.parse({ ...location, addressLine2: null, contactName: null, contactPhone: null })).toMatchObject({ addressLine2: undefined, contactPhone: undefined });
    expect(OrderStopLocationSchema.safeParse({ ...location, contactPhone: 'call the gate' }).success).toBe(false);
  });
});
