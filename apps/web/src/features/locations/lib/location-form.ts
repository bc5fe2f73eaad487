import { DEFAULT_LOCATION_TYPE, type LocationBody, type LocationDetail } from '@portal/domain/locations/location-schemas';

/** A new location's form: the spec's defaults (Warehouse, no flags, country from the postal code). */
export const LOCATION_FORM_DEFAULTS: LocationBody = {
  name: '',
  locationType: DEFAULT_LOCATION_TYPE,
  isPrimaryLocation: false,
  lumpersAvailable: false,
  isAppointmentRequired: false,
  overnightParking: false,
  addressLine1: '',
  addressLine2: '',
  city: '',
  province: '',
  postalCode: '',
  country: 'US',
  phoneNumbers: [],
  ediCodes: [],
  email: '',
  dockLength: null,
  directions: '',
};

/** The form's values for a saved location. */
export function locationFormValues(location: LocationDetail): LocationBody {
  return {
    name: location.name,
    locationType: location.locationType as LocationBody['locationType'],
    isPrimaryLocation: location.isPrimaryLocation,
    lumpersAvailable: location.lumpersAvailable,
    isAppointmentRequired: location.isAppointmentRequired,
    overnightParking: location.overnightParking,
    addressLine1: location.addressLine1,
    addressLine2: location.addressLine2 ?? '',
    city: location.city,
    province: location.province,
    postalCode: location.postalCode,
    country: location.country === 'CA' ? 'CA' : 'US',
    phoneNumbers: location.phoneNumbers,
    ediCodes: location.ediCodes,
    email: location.email ?? '',
    dockLength: location.dockLength,
    directions: location.directions ?? '',
  };
}

export const LOCATION_FORM_FIELDS = Object.keys(LOCATION_FORM_DEFAULTS) as (keyof LocationBody)[];

/**
 * The server's refusals by form field: a problem's errors map is keyed by body path
 * (`postalCode`, `phoneNumbers.1`); the first segment names the field. Others go to the form.
 */
export function serverLocationErrors(errors: Record<string, string[]> | undefined): Partial<Record<keyof LocationBody | 'root', string>> {
  const problems: Partial<Record<keyof LocationBody | 'root', string>> = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const field = path.split('.')[0] as keyof LocationBody;
    const key = LOCATION_FORM_FIELDS.includes(field) ? field : 'root';
    problems[key] = [problems[key], ...messages].filter(Boolean).join(' ');
  }
  return problems;
}
