import type { CountryCode } from './postal-code';

export type RegionKind = 'state' | 'district' | 'territory' | 'province';

export interface Region {
  readonly abbreviation: string;
  readonly name: string;
  readonly country: CountryCode;
  readonly kind: RegionKind;
}

const us = (abbreviation: string, name: string, kind: RegionKind = 'state'): Region => ({ abbreviation, name, country: 'US', kind });
const ca = (abbreviation: string, name: string, kind: RegionKind = 'province'): Region => ({ abbreviation, name, country: 'CA', kind });

/** US states, DC and the inhabited territories, then Canadian provinces and territories. No abbreviation repeats across the two. */
export const REGIONS: readonly Region[] = [
  us('AL', 'Alabama'), us('AK', 'Alaska'), us('AZ', 'Arizona'), us('AR', 'Arkansas'), us('CA', 'California'),
  us('CO', 'Colorado'), us('CT', 'Connecticut'), us('DE', 'Delaware'), us('FL', 'Florida'), us('GA', 'Georgia'),
  us('HI', 'Hawaii'), us('ID', 'Idaho'), us('IL', 'Illinois'), us('IN', 'Indiana'), us('IA', 'Iowa'),
  us('KS', 'Kansas'), us('KY', 'Kentucky'), us('LA', 'Louisiana'), us('ME', 'Maine'), us('MD', 'Maryland'),
  us('MA', 'Massachusetts'), us('MI', 'Michigan'), us('MN', 'Minnesota'), us('MS', 'Mississippi'), us('MO', 'Missouri'),
  us('MT', 'Montana'), us('NE', 'Nebraska'), us('NV', 'Nevada'), us('NH', 'New Hampshire'), us('NJ', 'New Jersey'),
  us('NM', 'New Mexico'), us('NY', 'New York'), us('NC', 'North Carolina'), us('ND', 'North Dakota'), us('OH', 'Ohio'),
  us('OK', 'Oklahoma'), us('OR', 'Oregon'), us('PA', 'Pennsylvania'), us('RI', 'Rhode Island'), us('SC', 'South Carolina'),
  us('SD', 'South Dakota'), us('TN', 'Tennessee'), us('TX', 'Texas'), us('UT', 'Utah'), us('VT', 'Vermont'),
  us('VA', 'Virginia'), us('WA', 'Washington'), us('WV', 'West Virginia'), us('WI', 'Wisconsin'), us('WY', 'Wyoming'),
  us('DC', 'District of Columbia', 'district'),
  us('AS', 'American Samoa', 'territory'), us('GU', 'Guam', 'territory'), us('MP', 'Northern Mariana Islands', 'territory'),
  us('PR', 'Puerto Rico', 'territory'), us('VI', 'U.S. Virgin Islands', 'territory'),
  ca('AB', 'Alberta'), ca('BC', 'British Columbia'), ca('MB', 'Manitoba'), ca('NB', 'New Brunswick'),
  ca('NL', 'Newfoundland and Labrador'), ca('NS', 'Nova Scotia'), ca('ON', 'Ontario'), ca('PE', 'Prince Edward Island'),
  ca('QC', 'Quebec'), ca('SK', 'Saskatchewan'),
  ca('NT', 'Northwest Territories', 'territory'), ca('NU', 'Nunavut', 'territory'), ca('YT', 'Yukon', 'territory'),
];

/** Other spellings people and old data use. */
const ALIASES: Readonly<Record<string, string>> = {
  'washington dc': 'DC',
  'washington d c': 'DC',
  'virgin islands': 'VI',
  'us virgin islands': 'VI',
  'united states virgin islands': 'VI',
  newfoundland: 'NL',
  'yukon territory': 'YT',
  'northern marianas': 'MP',
};

/** Lower case, accents and punctuation gone, single spaces: 'Québec' -> 'quebec', 'U.S. Virgin Islands' -> 'u s virgin islands'. */
function key(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const BY_ABBREVIATION = new Map(REGIONS.map((region) => [region.abbreviation, region]));
const BY_NAME = new Map<string, Region>([
  ...REGIONS.map((region) => [key(region.name), region] as const),
  ...Object.entries(ALIASES).map(([alias, abbreviation]) => [alias, BY_ABBREVIATION.get(abbreviation) as Region] as const),
]);

/** The region of a name or an abbreviation, in any case. */
export function findRegion(nameOrAbbreviation: string | null | undefined): Region | undefined {
  if (!nameOrAbbreviation) return undefined;
  const trimmed = nameOrAbbreviation.trim();
  return BY_ABBREVIATION.get(trimmed.toUpperCase()) ?? BY_NAME.get(key(trimmed));
}

/** 'Texas' -> 'TX', 'québec' -> 'QC'; an abbreviation comes back upper-cased; unknown -> undefined. */
export function abbreviationOf(nameOrAbbreviation: string | null | undefined): string | undefined {
  return findRegion(nameOrAbbreviation)?.abbreviation;
}

/** 'TX' -> 'Texas', 'on' -> 'Ontario'; unknown -> undefined. */
export function regionNameOf(abbreviation: string | null | undefined): string | undefined {
  return abbreviation ? BY_ABBREVIATION.get(abbreviation.trim().toUpperCase())?.name : undefined;
}

export function regionsOf(country: CountryCode): readonly Region[] {
  return REGIONS.filter((region) => region.country === country);
}
