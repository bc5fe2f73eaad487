/**
 * The lists an order's fields choose from (the spec's static data lists). The TMS names accessorials
 * and requirements by text (the seed and the booking rules use these names), so the lists are text.
 */

export const FREIGHT_TERM_TYPES = ['Prepaid', 'Collect', 'ThirdParty'] as const;
export type FreightTermType = (typeof FREIGHT_TERM_TYPES)[number];

export const ORDER_TYPES = ['Standard', 'Expedited', 'Return'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** How a reefer unit runs: continuously or cycling on and off around the set point. */
export const REEFER_MODES = ['Continuous', 'Cycle'] as const;
export type ReeferMode = (typeof REEFER_MODES)[number];

/** Degrees Fahrenheit a reefer can be set to. */
export const REEFER_TEMPERATURE_RANGE = { min: -20, max: 80 } as const;

export const EQUIPMENT_TYPES = [
  "Van 53'",
  "Van 48'",
  "Reefer 53'",
  "Reefer 48'",
  "Flatbed 48'",
  "Flatbed 53'",
  "Step Deck 48'",
  'Conestoga',
  'Pneumatic Tanker',
  'Dry Bulk Hopper',
  "Intermodal Container 53'",
] as const;

export const PACKAGING_UNIT_TYPES = ['Pallet', 'Box', 'Carton', 'Crate', 'Drum', 'Bag', 'Bundle', 'Roll', 'Tote', 'Piece'] as const;
export type PackagingUnitType = (typeof PACKAGING_UNIT_TYPES)[number];

export const ACCESSORIALS = ['Liftgate', 'Lumper', 'Hazmat', 'Driver Assist', 'Inside Delivery', 'Residential', 'Limited Access', 'Appointment', 'Detention'] as const;

export const REQUIREMENTS = ['Temperature Control', 'Tarps', 'Straps', 'Hazmat', 'Team', 'Load Bars', 'TWIC Card', 'Food Grade'] as const;

/** Hazmat packing groups: I great danger, II medium, III minor. */
export const HAZMAT_PACKING_GROUPS = ['I', 'II', 'III'] as const;

/** DOT hazard classes and divisions (49 CFR 173.2). */
export const HAZMAT_CLASSES = ['1.1', '1.2', '1.3', '1.4', '1.5', '1.6', '2.1', '2.2', '2.3', '3', '4.1', '4.2', '4.3', '5.1', '5.2', '6.1', '6.2', '7', '8', '9'] as const;

/** UN or NA followed by four digits (UN1133, NA1993). */
export const HAZMAT_UN_NUMBER = /^(UN|NA)\d{4}$/;

/**
 * Reference number types. Purchase, sales, transfer and return order numbers are kept as reference
 * numbers; the codes 1-5 are the ones the seeded orders carry.
 */
export const REFERENCE_NUMBER_TYPES = [
  { code: 1, name: 'Purchase Order' },
  { code: 2, name: 'Bill of Lading' },
  { code: 3, name: 'Pickup Number' },
  { code: 4, name: 'Sales Order' },
  { code: 5, name: 'Load Number' },
  { code: 6, name: 'Transfer Order' },
  { code: 7, name: 'Return Order' },
  { code: 8, name: 'Delivery Number' },
] as const;
