/**
 * A shipment's lane as lists and pages name it, for the select of any query that joins shipments
 * (under their table name or an alias): the city and state of each end, or those with the postal codes.
 */
export function laneCityColumns<T extends string>(table: T) {
  return [`${table}.origin_city`, `${table}.origin_state`, `${table}.destination_city`, `${table}.destination_state`] as const;
}

/** The city, state and postal code of each end, by the column names a row type picks them with. */
export type LanePlaceColumn = 'origin_city' | 'origin_state' | 'origin_postal_code' | 'destination_city' | 'destination_state' | 'destination_postal_code';

export function lanePlaceColumns<T extends string>(table: T) {
  return [
    `${table}.origin_city`,
    `${table}.origin_state`,
    `${table}.origin_postal_code`,
    `${table}.destination_city`,
    `${table}.destination_state`,
    `${table}.destination_postal_code`,
  ] as const;
}

/** A saved lane's two areas, as the matches between lanes and loads show it. */
export function savedLaneAreaColumns<T extends string>(table: T) {
  return [
    `${table}.name`,
    `${table}.origin_city`,
    `${table}.origin_state`,
    `${table}.origin_radius_miles`,
    `${table}.destination_city`,
    `${table}.destination_state`,
    `${table}.destination_radius_miles`,
  ] as const;
}
