/**
 * The number users read for a location ('Location LOC-100042 updated.'): locations carry no human
 * number of their own, so it is made from the id, as case numbers are (CS- and 100000 + id).
 */
export function locationNumber(id: number): string {
  return `LOC-${100_000 + id}`;
}
