import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('constants (with the readings chosen where the spec gives two)', () => {
  it('page sizes', () => {
    expect(c.DEFAULT_PAGE_SIZE).toBe(50);
    expect(c.DOCK_LIST_PAGE_SIZE).toBe(10);
    expect(c.GENERIC_LIST_PAGE_SIZE).toBe(10);
    expect(c.QUOTABLE_LOCATION_PAGE_SIZE).toBe(100);
    expect(c.PAYMENTS_PAGE_SIZE).toBe(20);
    expect(c.PAYMENT_DETAILS_PAGE_SIZE).toBe(20);
    expect(c.PAYMENTS_DEFAULT_MONTHS).toBe(3);
    expect(c.SHIPMENT_CASES_PAGE_SIZE).toBe(1000);
    expect(c.RATE_LOOKUP_LIMIT).toBe(50);
    expect(c.CASE_NOTES_PAGE_SIZE).toBe(50);
    expect(c.COUNT_PAGE_SIZE).toBe(1);
    expect(c.ACTION_REQUIRED_COUNT_PAGE_SIZE).toBe(0);
  });

  it('business rules', () => {
    expect(c.CONSOLIDATION_DEFAULTS).toEqual({ maxWeightLbs: 45000, maxUnits: 60, distanceMiles: 40, dateWindowDays: 2 });
    expect(c.AVAILABLE_SHIPMENTS_RADIUS_MILES).toBe(100);
    expect(c.LOAD_BOARD_DEFAULT_RADIUS_MILES).toBe(100);
    expect(c.MAX_BUY_BUMP).toBe(5);
    expect(c.SHIPMENT_LOAD_FAILURE_REDIRECT_MS).toBe(3000);
    expect(c.INVOICE_WINDOW_DAYS).toBe(60);
    expect(c.THIRD_PARTY_DEFAULT_IS_AUDITABLE).toBe(true);
  });

  it('timing', () => {
    expect(c.SEARCH_DEBOUNCE_MS).toBe(700);
    expect(c.MENTION_SEARCH_DELAY_MS).toBe(500);
    expect(c.TAB_KEY_WINDOW_MS).toBe(100);
    expect(c.TOAST_DEFAULT_MS).toBe(5000);
    expect(c.LOCATION_NOTICE_MS).toBe(4000);
    expect(c.LOGIN_SUCCESS_TOAST_MS).toBe(4000);
    expect(c.DO_NOT_USE_TOAST_MS).toBe(8000);
    expect(c.ACCESS_REQUEST_REFRESH_MS).toBe(300000);
  });

  it('layout', () => {
    expect(c.SIDE_PANEL_WIDTH).toBe(275);
    expect(c.NAV_RAIL_OPEN_WIDTH).toBe(240);
    expect(c.NAV_RAIL_COLLAPSED_WIDTH).toBe(60);
    expect(c.MOBILE_CUTOFF_PX).toBe(900);
    expect(c.BREAKPOINTS).toEqual({ xs: 0, sm: 800, md: 960, lg: 1280, xl: 1920 });
    expect(c.BRAND_COLOR).toBe('#1565C0');
    expect(c.NOTE_CONTENT_MAX_HEIGHT_PX).toBe(450);
  });

  it('viewer', () => {
    expect(c.VIEWER_ZOOM_STEPS).toEqual([10, 25, 50, 75, 100, 125, 150, 200, 250, 300]);
    expect(c.VIEWER_ZOOM_STEPS).toContain(c.VIEWER_DEFAULT_ZOOM);
    expect(c.ROTATION_STEP_DEGREES).toBe(90);
    expect(c.PDF_RENDER_SCALE).toBe(1.6);
  });

  it('editor', () => {
    expect(c.EDITOR_FONTS).toEqual(['Times New Roman', 'Roboto', 'Arial', 'Courier', 'Courier New', 'Verdana', 'Georgia', 'Comic Sans MS']);
    expect(c.EDITOR_BLOCK_TYPES.map((b) => b.label)).toEqual([
      'Normal', 'Heading 1', 'Heading 2', 'Heading 3', 'Heading 4', 'Heading 5', 'Heading 6',
      'Bulleted List', 'Numbered List', 'Quote', 'Code Block',
    ]);
    expect(new Set(c.EDITOR_BLOCK_TYPES.map((b) => b.type)).size).toBe(c.EDITOR_BLOCK_TYPES.length);
    expect(c.LIST_MAX_DEPTH).toBe(6);
    expect(c.MENTION_TRIGGER).toBe('@');
    expect(c.MENTION_MAX_SUGGESTIONS).toBe(5);
    expect(c.MENTION_QUERY_MAX_LENGTH).toBe(75);
  });

  it('files and dates', () => {
    expect(c.MAX_UPLOAD_BYTES).toBe(26214400);
    expect(c.DATE_TIME_FORMAT).toBe('MM/DD/YYYY h:mm a z');
  });
});
