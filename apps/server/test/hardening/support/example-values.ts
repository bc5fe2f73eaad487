import type { JsonSchema } from './openapi-operations';

/**
 * A value that satisfies a JSON schema, as far as a generic writer can: the default, the first enum
 * value, or a plain value of the type within its bounds. Named fields get realistic text so bodies
 * pass their route's validation and the request reaches the record lookup.
 */
export function exampleOf(schema: JsonSchema, name = ''): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const concrete = options.find((o) => o.type !== 'null' && !(o.enum && o.enum.length === 1 && o.enum[0] === null));
    return exampleOf(concrete ?? options[0], name);
  }
  if (schema.allOf) return exampleOf(schema.allOf[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = exampleOf(schema.properties?.[key] ?? {}, key);
      for (const [key, example] of Object.entries(OPTIONAL_FIELDS)) if (schema.properties?.[key] && !(key in value)) value[key] = example;
      return value;
    }
    case 'array': {
      if (name === 'stops' && schema.items?.properties?.stopType) return orderStops();
      const count = Math.max(1, schema.minItems ?? 0);
      const items = Array.from({ length: count }, () => exampleOf(schema.items ?? {}, name));
      // A week of dock hours names each day once.
      return items.map((item, index) => (item !== null && typeof item === 'object' && 'dayOfWeek' in item ? { ...item, dayOfWeek: index } : item));
    }
    case 'integer':
    case 'number':
      return numberWithin(schema);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return textFor(schema, name);
  }
}

/** An order's stops must start with a pickup and end with a dropoff, each placed and timed. */
function orderStops(): unknown[] {
  const place = { name: 'Isolation Dock', city: 'Dallas', state: 'TX', postalCode: '75201', ianaTimezone: 'America/Chicago' };
  const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  return [
    { stopType: 'Pickup', location: place, earlyDateTime: at(1), lineItems: [] },
    { stopType: 'Dropoff', location: place, earlyDateTime: at(2), lineItems: [] },
  ];
}

function numberWithin(schema: JsonSchema): number {
  const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 1);
  const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  return Math.min(Math.max(min, 1), max);
}

/**
 * Optional fields that the routes' own rules ask for together (a document needs a file type, an
 * accessorial request an amount, an invoice entry at least one value, a posted truck a place).
 */
const OPTIONAL_FIELDS: Record<string, unknown> = {
  fileType: 2, // Shipment Miscellaneous: needs no dropoff
  amount: 125,
  externalInvoiceNumber: 'INV-ISOLATION',
  externalInvoiceAmount: 1500,
  city: 'Dallas',
  state: 'TX',
  // A trailer (the first kind) needs its type and length.
  trailerType: 'Dry',
  lengthFeet: 53,
};

const NAMED_TEXT: Record<string, string> = {
  emailAddress: 'someone@demo.test',
  companyNumber: 'MC 100001',
  email: 'someone@demo.test',
  data: 'JVBERi0xLjQKJcfsj6IK',
  name: 'isolation-check.pdf',
  timeZone: 'America/New_York',
  state: 'TX',
  originState: 'TX',
  destinationState: 'TX',
  postalCode: '75201',
  city: 'Dallas',
  province: 'TX',
  startTime: '08:00',
  endTime: '17:00',
  // A calendar date body field (the payer's payment date), whose schema carries no date format.
  paidOn: '2026-01-15',
  // Until when an offer's rate holds: an instant ahead of the run.
  validUntil: new Date(Date.now() + 6 * 3_600_000).toISOString(),
};

function textFor(schema: JsonSchema, name: string): string {
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'email') return 'someone@demo.test';
  if (name in NAMED_TEXT) return NAMED_TEXT[name];
  if (schema.pattern && /\\d|\[0-9\]/.test(schema.pattern) && !/[a-z]/i.test(schema.pattern.replace(/\\d/g, ''))) return '1'.repeat(Math.max(1, schema.minLength ?? 1));
  const length = Math.max(schema.minLength ?? 1, Math.min(5, schema.maxLength ?? 5));
  return 'x'.repeat(length);
}
