import { describe, expect, it } from 'vitest';
import { accessorialsForLines, hazmatContactIssues, isHazmatLine, lineFreightClass, reeferIssues, stopSequenceIssues, stopWindowIssues } from './order-rules';

describe('order rules', () => {
  it('orders stops: a pickup first and a dropoff last, pickups and drops may mix in between', () => {
    expect(stopSequenceIssues([{ stopType: 'Pickup' }, { stopType: 'Dropoff' }, { stopType: 'Pickup' }, { stopType: 'Dropoff' }])).toEqual([]);
    expect(stopSequenceIssues([{ stopType: 'Pickup' }, { stopType: 'Pickup' }]).map((i) => i.path)).toEqual([['stops', 1, 'stopType']]);
    expect(stopSequenceIssues([])).toHaveLength(1);
  });

  it('compares windows as instants, whatever their offsets', () => {
    // 09:00 in New York is 08:00 in Chicago: equal instants are fine.
    expect(stopWindowIssues({ earlyDateTime: '2030-01-01T09:00:00-05:00', appointmentDateTime: '2030-01-01T08:00:00-06:00' })).toEqual([]);
    expect(stopWindowIssues({ earlyDateTime: '2030-01-01T09:00:00-05:00', lateDateTime: '2030-01-01T07:59:00-06:00' })).toHaveLength(1);
  });

  it('asks reefer orders only for temperature and mode', () => {
    expect(reeferIssues({ equipmentMode: 'Dry' })).toEqual([]);
    expect(reeferIssues({ equipmentMode: 'Reefer', reeferTemperature: 0, reeferMode: 'Continuous' })).toEqual([]);
  });

  it('treats any hazmat field as a hazmat line', () => {
    expect(isHazmatLine({ hazmatClass: '3' })).toBe(true);
    expect(isHazmatLine({})).toBe(false);
    expect(hazmatContactIssues({}, [{ hazmatUnNumber: 'UN1993' }])).toHaveLength(1);
    expect(hazmatContactIssues({}, [{}])).toEqual([]);
  });

  it('adds the Hazmat accessorial once', () => {
    expect(accessorialsForLines(['Liftgate', 'Liftgate'], [{ isHazmat: true }])).toEqual(['Liftgate', 'Hazmat']);
    expect(accessorialsForLines(['hazmat'], [{ isHazmat: true }])).toEqual(['hazmat']);
  });

  it('suggests classes only for LTL', () => {
    const line = { totalWeight: 60, length: 12, width: 12, height: 12 };
    expect(lineFreightClass('LTL', line)).toBe('50');
    expect(lineFreightClass('TL', line)).toBeUndefined();
  });
});
