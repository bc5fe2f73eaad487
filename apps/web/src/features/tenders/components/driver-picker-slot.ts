import type { ReactNode } from 'react';

/** The driver the accept dialog is told about: enough to name them and warn about their licence. */
export interface PickedDriver {
  id: number;
  name: string;
  licenseExpiresOn: string | null;
}

/**
 * The driver picker a page composes into the accept dialog (the drivers feature owns it; a feature
 * does not import another): it reports the chosen driver, or undefined when cleared.
 */
export type RenderDriverPicker = (field: { onChange: (driverId: number | undefined, driver?: PickedDriver) => void }) => ReactNode;

/** A unit of the carrier's fleet as the accept dialog keeps it. */
export interface PickedUnit {
  id: number;
  unitNumber: string;
}

/** The fleet unit picker (equipment feature) for the truck or the trailer, composed in by the page. */
export type RenderUnitPicker = (picker: { kind: 'PowerUnit' | 'Trailer'; label: string; value: string | null; onChange: (unit: PickedUnit | null) => void }) => ReactNode;
