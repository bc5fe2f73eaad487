import { route } from '../api/route-contract';
import { EdiCustomerListSchema, EdiLocationAnswerSchema, EdiLocationBodySchema, EdiLocationIdParamsSchema, EdiLocationListSchema, EdiLocationsQuerySchema } from './edi-location-schemas';
import {
  DockScheduleBodySchema,
  LocationAnswerSchema,
  LocationBodySchema,
  LocationIdParamsSchema,
  LocationListQuerySchema,
  LocationListSchema,
  LocationSavedAnswerSchema,
  StopDockHoursSchema,
} from './location-schemas';
import { QuotableLocationListSchema, QuotableLocationQuerySchema } from './quotable-location-schemas';

const locations = { service: 'portal', tags: ['locations'] } as const;

/** A company's locations with their dock hours, its EDI location codes, the stops' docks, and the quotable places. */
export const locationRoutes = {
  list: route({
    ...locations,
    method: 'GET',
    path: '/locations',
    summary: "The company's locations, 50 a page by default, primary first; q searches name, city, postal code and EDI codes",
    query: LocationListQuerySchema,
    answer: LocationListSchema,
  }),
  get: route({ ...locations, method: 'GET', path: '/locations/:id', summary: 'One location with its dock schedule and whether its docks are open now', params: LocationIdParamsSchema, answer: LocationAnswerSchema }),
  create: route({
    ...locations,
    method: 'POST',
    path: '/locations',
    summary: "Create a location, geocoded from its postal code, with the default dock hours: 'Location created'",
    body: LocationBodySchema,
    status: 201,
    answer: LocationSavedAnswerSchema,
  }),
  edit: route({ ...locations, method: 'PUT', path: '/locations/:id', summary: "Edit a location: 'Location {number} updated.'", params: LocationIdParamsSchema, body: LocationBodySchema, answer: LocationSavedAnswerSchema }),
  saveDockSchedule: route({
    ...locations,
    method: 'PUT',
    path: '/locations/:id/dock-schedule',
    summary: "Replace the dock schedule (shipping and receiving weeks, dated closures): 'Dock schedule updated for {number}'",
    params: LocationIdParamsSchema,
    body: DockScheduleBodySchema,
    answer: LocationSavedAnswerSchema,
  }),
  ediCustomers: route({ ...locations, method: 'GET', path: '/edi-locations/customers', summary: 'Customers the company has hauled for, whose EDI location codes it may map', answer: EdiCustomerListSchema }),
  ediLocations: route({ ...locations, method: 'GET', path: '/edi-locations', summary: "A customer's EDI location codes mapped to locations", query: EdiLocationsQuerySchema, answer: EdiLocationListSchema }),
  mapEdiLocation: route({
    ...locations,
    method: 'POST',
    path: '/edi-locations',
    summary: "Map a customer's EDI location code to a location (409 when the code is already mapped for that customer)",
    body: EdiLocationBodySchema,
    status: 201,
    answer: EdiLocationAnswerSchema,
  }),
  unmapEdiLocation: route({ ...locations, method: 'DELETE', path: '/edi-locations/:id', summary: 'Remove an EDI location code mapping', params: EdiLocationIdParamsSchema, status: 204 }),
  stopDockHours: route({
    ...locations,
    method: 'GET',
    path: '/shipments/:id/stop-dock-hours',
    summary: "Whether each stop's dock is open now and when it next opens, in the stop's time zone",
    params: LocationIdParamsSchema,
    answer: StopDockHoursSchema,
  }),
  quotable: route({
    ...locations,
    method: 'GET',
    path: '/locations/quotable',
    summary: 'Quotable locations: postal codes (ZipCode) and states or provinces (GoverningDistrict) by q, 100 a page',
    query: QuotableLocationQuerySchema,
    answer: QuotableLocationListSchema,
  }),
} as const;
