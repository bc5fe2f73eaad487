/**
 * Business constants and limits. Where the spec gives two readings, the value is
 * the one chosen in docs/decisions/0001-readings-where-the-spec-gives-two.md and the other is named in a comment so nobody "fixes" it back.
 */

// Page sizes
/** Locations, contacts, shipments, tenders, rates, invoices, cases, accounting, search, equipment, third-party invoices. */
export const DEFAULT_PAGE_SIZE = 50;
/** Dock lists (the reading chosen: 10). */
export const DOCK_LIST_PAGE_SIZE = 10;
/** Default of a list that names no page size of its own. */
export const GENERIC_LIST_PAGE_SIZE = 10;
/** Quotable location search (the reading chosen: 100, not the 10 of the dock lists). */
export const QUOTABLE_LOCATION_PAGE_SIZE = 100;
/** Payments list (the reading chosen: 20, not 50), showing the last PAYMENTS_DEFAULT_MONTHS by default. */
export const PAYMENTS_PAGE_SIZE = 20;
export const PAYMENT_DETAILS_PAGE_SIZE = 20;
export const PAYMENTS_DEFAULT_MONTHS = 3;
export const SHIPMENT_CASES_PAGE_SIZE = 1000;
export const RATE_LOOKUP_LIMIT = 50;
export const CASE_NOTES_PAGE_SIZE = 50;
/** Count queries ask for one row and read totalCount. */
export const COUNT_PAGE_SIZE = 1;
/** The action-required count asks for no rows at all. */
export const ACTION_REQUIRED_COUNT_PAGE_SIZE = 0;

// Business rules in numbers
export const CONSOLIDATION_DEFAULTS = {
  maxWeightLbs: 45000,
  maxUnits: 60,
  distanceMiles: 40,
  /** The date window is plus or minus this many days. */
  dateWindowDays: 2,
} as const;
/** Origin and destination radius of the available shipments search. */
export const AVAILABLE_SHIPMENTS_RADIUS_MILES = 100;
/**
 * A board list counts its matches up to this many (past the page asked for, when that is further):
 * beyond it the count says "1,000+", as the large boards do, instead of counting every load in the circle.
 */
export const BOARD_COUNT_CAP = 1000;
/** The load board search starts from the same radius. */
export const LOAD_BOARD_DEFAULT_RADIUS_MILES = AVAILABLE_SHIPMENTS_RADIUS_MILES;
/** Default ordering of reloads on the load board. */
export const DEFAULT_RELOAD_ORDERING = 'Pickup Date';
/** A reload picks up within this many hours after the delivery it follows; later, the truck is better placed elsewhere. */
export const RELOAD_WINDOW_HOURS = 48;
/** An ELD position this recent places a posted truck better than the city it was posted in. */
export const ELD_POSITION_FRESH_HOURS = 12;
/** In dollars: booking a contract rate raises a missing or too low maxBuy to the rate plus this. */
export const MAX_BUY_BUMP = 5;
export const SHIPMENT_LOAD_FAILURE_REDIRECT_MS = 3000;
/** The invoice date filter and the Paid view cover this many days. */
export const INVOICE_WINDOW_DAYS = 60;
/** Standard payment terms of a carrier invoice the TMS opens: due this many days after its invoice date. */
export const STANDARD_TERMS_DAYS = 30;
export const THIRD_PARTY_DEFAULT_IS_AUDITABLE = true;

// Timing
export const SEARCH_DEBOUNCE_MS = 700;
export const MENTION_SEARCH_DELAY_MS = 500;
export const TAB_KEY_WINDOW_MS = 100;
/** The reading chosen: 5 s default (the spec also mentions a 4 s default duration constant; not built). */
export const TOAST_DEFAULT_MS = 5000;
export const LOCATION_NOTICE_MS = 4000;
export const LOGIN_SUCCESS_TOAST_MS = 4000;
export const DO_NOT_USE_TOAST_MS = 8000;
/** Admins refresh the open access request count at most this often. */
export const ACCESS_REQUEST_REFRESH_MS = 5 * 60 * 1000;
/** Monitoring samples every session. */
export const MONITORING_SESSION_SAMPLE_PERCENT = 100;

// Layout
export const SIDE_PANEL_WIDTH = 275;
export const NAV_RAIL_OPEN_WIDTH = 240;
export const NAV_RAIL_COLLAPSED_WIDTH = 60;
/** Below this width the navigation rail is hidden and search becomes a full-screen overlay. */
export const MOBILE_CUTOFF_PX = 900;
export const BREAKPOINTS = { xs: 0, sm: 800, md: 960, lg: 1280, xl: 1920 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
export const BRAND_COLOR = '#1565C0';
export const NOTE_CONTENT_MAX_HEIGHT_PX = 450;
/** Width of the third-party invoice search box on wide screens (100% on small ones). */
export const INVOICE_SEARCH_BOX_WIDTH_PX = 400;
export const DOCUMENT_TILE_PX = 125;

// Viewer
/** Zoom steps in percent. */
export const VIEWER_ZOOM_STEPS = [10, 25, 50, 75, 100, 125, 150, 200, 250, 300] as const;
export const VIEWER_DEFAULT_ZOOM = 100;
export const ROTATION_STEP_DEGREES = 90;
export const PDF_RENDER_SCALE = 1.6;

// Editor
export const EDITOR_FONTS = ['Times New Roman', 'Roboto', 'Arial', 'Courier', 'Courier New', 'Verdana', 'Georgia', 'Comic Sans MS'] as const;
export type EditorFont = (typeof EDITOR_FONTS)[number];
export const EDITOR_BLOCK_TYPES = [
  { type: 'paragraph', label: 'Normal' },
  { type: 'h1', label: 'Heading 1' },
  { type: 'h2', label: 'Heading 2' },
  { type: 'h3', label: 'Heading 3' },
  { type: 'h4', label: 'Heading 4' },
  { type: 'h5', label: 'Heading 5' },
  { type: 'h6', label: 'Heading 6' },
  { type: 'bullet', label: 'Bulleted List' },
  { type: 'number', label: 'Numbered List' },
  { type: 'quote', label: 'Quote' },
  { type: 'code', label: 'Code Block' },
] as const;
export type EditorBlockType = (typeof EDITOR_BLOCK_TYPES)[number]['type'];
export const LIST_MAX_DEPTH = 6;
export const MENTION_TRIGGER = '@';
export const MENTION_MAX_SUGGESTIONS = 5;
/** The reading chosen: 75 (the spec's fallback of 50 is not built). */
export const MENTION_QUERY_MAX_LENGTH = 75;

// Files, dates
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** Day.js-style pattern; z is the time-zone abbreviation (see locations/time-zones). */
export const DATE_TIME_FORMAT = 'MM/DD/YYYY h:mm a z';
