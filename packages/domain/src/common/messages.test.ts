import { describe, expect, it } from 'vitest';
import * as m from './messages';

describe('messages', () => {
  it('keeps the exact texts of the spec', () => {
    expect(m.NOT_AUTHORIZED).toBe('You are not Authorized for this content');
    expect(m.ROUTE_NOT_FOUND).toBe('Route Not Found');
    expect(m.WRONG_CREDENTIALS).toBe('Wrong username or password.');
    expect(m.UNKNOWN_ERROR).toBe('An Unknown Error Occurred');
    expect(m.SHIPMENT_LOAD_FAILURE).toBe('Unable to access shipment...redirecting to last page');
    expect(m.ERROR_PAGE_TITLE).toBe('Whoops! Something Went Wrong');
    expect(m.CANT_DELETE_COMMENT).toBe("Can't delete this comment");
    expect(m.VIEWER_UNKNOWN_FILE_TYPE).toBe("Couldn't determine file type");
    expect(m.VIEWER_LOAD_ERROR).toBe('An error occurred while loading the file.');
    expect(m.UPLOAD_UNKNOWN_ERROR).toBe('An unknown error has occurred');
    expect(m.SEARCH_PROMPT_BROKER).toBe('Enter Shipment or Reference Number to Start Search');
    expect(m.SEARCH_PROMPT).toBe('Enter shipment number to start search');
    expect(m.CASE_CREATED).toBe('Case created!');
  });

  it('fills the templated texts', () => {
    expect(m.doNotUseMessage('support@example.com')).toBe('Carrier is "Do Not Use", if you have questions please email support@example.com');
    expect(m.shipmentCreated(1001)).toBe('Shipment 1001 Created!');
    expect(m.shipmentRescinded('1001')).toBe('Shipment 1001 rescinded');
    expect(m.shipmentVoided(1001)).toBe('Shipment 1001 voided');
    expect(m.shipmentTendered(1001)).toBe('Shipment 1001 successfully tendered.');
    expect(m.bolGenerated(1001)).toBe('BOL successfully generated for 1001');
    expect(m.orderCreated(55)).toBe('Order 55 Successfully Created');
    expect(m.copiesCreated(3)).toBe('Successfully created 3 copies');
    expect(m.locationUpdated('L-7')).toBe('Location L-7 updated.');
    expect(m.dockScheduleUpdated('L-7')).toBe('Dock schedule updated for L-7');
    expect(m.viewerErrorBanner('boom')).toBe('Error: boom');
  });

  it('recognises a Do Not Use login error', () => {
    expect(m.isDoNotUseError('Carrier is flagged Do Not Use')).toBe(true);
    expect(m.isDoNotUseError('Invalid password')).toBe(false);
    expect(m.isDoNotUseError(undefined)).toBe(false);
  });

  it('has no empty or duplicated constant texts', () => {
    const texts = (Object.values(m) as unknown[]).filter((v): v is string => typeof v === 'string');
    expect(texts.every((t) => t.trim() !== '')).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
