/** Miles to one decimal, as every distance leaves the API. */
export function roundMiles(miles: number | string | null | undefined): number | null {
  if (miles === null || miles === undefined) return null;
  return Math.round(Number(miles) * 10) / 10;
}

/** "Chicago, IL" */
export function placeLabel(place: { city: string | null; state: string | null }): string {
  return [place.city, place.state].filter(Boolean).join(', ');
}
