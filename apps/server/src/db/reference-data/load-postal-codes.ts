import { createRequire } from 'node:module';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, PostalCodesTable } from '../database';

/**
 * Reference postal codes (US ZIP codes and Canadian forward sortation areas) with city, state or
 * province, coordinates and IANA time zone, from the installed `zipcodes` and `tz-lookup` data
 * packages. Nothing is downloaded at run time.
 */

interface ZipcodesEntry {
  zip: string;
  latitude: number | null;
  longitude: number | null;
  city: string;
  state: string;
  country: 'US' | 'Canada';
}

// Neither package ships type declarations; these are the shapes we read.
const require = createRequire(import.meta.url);
const zipcodes = require('zipcodes') as { codes: Record<string, ZipcodesEntry> };
const tzLookup = require('tz-lookup') as (latitude: number, longitude: number) => string;

const BATCH_SIZE = 1000;

/** Military mail "states" (Armed Forces Americas, Europe, Pacific): no place a truck goes. */
const MILITARY_STATES = new Set(['AA', 'AE', 'AP']);

/** The province of a forward sortation area follows from its first letter (Canada Post). */
const PROVINCE_BY_FIRST_LETTER: Readonly<Record<string, string>> = {
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON', N: 'ON', P: 'ON',
  R: 'MB', S: 'SK', T: 'AB', V: 'BC', X: 'NT', Y: 'YT',
};
/** X0A, X0B and X0C are Nunavut; the rest of X is the Northwest Territories. */
const NUNAVUT_AREAS = new Set(['X0A', 'X0B', 'X0C']);

function provinceOf(fsa: string): string | undefined {
  if (NUNAVUT_AREAS.has(fsa)) return 'NU';
  return PROVINCE_BY_FIRST_LETTER[fsa[0]];
}

function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s\-/.'(])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/\bMc([a-z])/g, (_, letter: string) => `Mc${letter.toUpperCase()}`);
}

const REGION_WORDS = /\b(region|regional|county|counties|district|municipality|outskirts|territories|coast)\b|^(eastern|western|northern|southern|central|north\/western)\b/i;
const DIRECTION_SUFFIX = /\s+(north|south|east|west|northeast|northwest|southeast|southwest|central|outskirts|outer)$/i;

/**
 * The package names Canadian areas descriptively ('Downtown Toronto (cn Tower / ...)', 'Eastern
 * Alberta (st. Paul)', 'Kitchener East') and lost some accents to U+FFFD. A carrier wants the city.
 */
export function cleanCanadianCity(raw: string): string {
  let text = raw.replace(/C\uFFFDte/g, 'Côte').replace(/\uFFFD/g, 'é').trim();
  const paren = text.match(/^(.*?)\s*\((.*)\)\s*$/);
  if (paren) {
    const [, before, inside] = paren;
    text = REGION_WORDS.test(before) ? inside.split('/')[0].trim() : before.trim();
  }
  text = text.replace(/^(downtown|west|east|north|south)\s+(toronto|montreal)$/i, '$2').replace(/^downtown\s+/i, '');
  for (let i = 0; i < 2 && DIRECTION_SUFFIX.test(text) && text.split(/\s+/).length > 1; i++) {
    text = text.replace(DIRECTION_SUFFIX, '');
  }
  return titleCase(text.replace(/\s+-\s*/g, '-').replace(/-\s+/g, '-'));
}

function usCity(raw: string): string {
  return raw === raw.toUpperCase() || /\bMc[a-z]/.test(raw) ? titleCase(raw) : raw;
}

function timeZoneOf(latitude: number, longitude: number): string | null {
  try {
    const zone = tzLookup(latitude, longitude);
    // Ocean cells answer Etc/GMT+n, and a few bad coordinates land overseas: no zone then.
    return zone.startsWith('America/') || zone.startsWith('Pacific/') ? zone : null;
  } catch {
    return null;
  }
}

/** Every usable postal code of the packages, as rows of postal_codes. */
export function postalCodeRows(): Insertable<PostalCodesTable>[] {
  const rows: Insertable<PostalCodesTable>[] = [];
  for (const entry of Object.values(zipcodes.codes)) {
    const { latitude, longitude } = entry;
    if (typeof latitude !== 'number' || typeof longitude !== 'number' || (latitude === 0 && longitude === 0)) continue;
    if (entry.country === 'Canada') {
      const fsa = entry.zip.toUpperCase();
      const province = provinceOf(fsa);
      if (!province || !/^[A-Z]\d[A-Z]$/.test(fsa)) continue;
      rows.push({
        country: 'CA',
        postal_code: fsa,
        city: cleanCanadianCity(entry.city),
        state: province,
        latitude,
        longitude,
        iana_timezone: timeZoneOf(latitude, longitude),
      });
    } else {
      if (MILITARY_STATES.has(entry.state) || !/^\d{5}$/.test(entry.zip)) continue;
      const zone = timeZoneOf(latitude, longitude);
      if (!zone) continue;
      rows.push({
        country: 'US',
        postal_code: entry.zip,
        city: usCity(entry.city),
        state: entry.state,
        latitude,
        longitude,
        iana_timezone: zone,
      });
    }
  }
  return rows;
}

/**
 * Fills postal_codes when it is empty (about 43,500 rows, in batches in one transaction). Safe to
 * call on every start: a filled table is left alone. Answers the number of rows inserted.
 *
 * Each batch travels as one JSON parameter expanded by json_to_recordset: on the embedded
 * database that is a third faster than 7,000 bound parameters per batch (about 3 s instead of
 * 4.5 s, most of it maintaining the earth-distance index).
 */
export async function loadReferenceData(db: Kysely<Database>): Promise<number> {
  const existing = await db.selectFrom('postal_codes').select('postal_code').limit(1).executeTakeFirst();
  if (existing) return 0;
  const rows = postalCodeRows();
  await db.transaction().execute(async (tx) => {
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      const batch = JSON.stringify(rows.slice(start, start + BATCH_SIZE));
      await sql`
        insert into postal_codes (country, postal_code, city, state, latitude, longitude, iana_timezone)
        select country, postal_code, city, state, latitude, longitude, iana_timezone
        from json_to_recordset(${batch}::json) as r(
          country text, postal_code text, city text, state text,
          latitude double precision, longitude double precision, iana_timezone text)
        on conflict (country, postal_code) do nothing`.execute(tx);
    }
  });
  return rows.length;
}
