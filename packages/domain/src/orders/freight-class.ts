/**
 * NMFC freight classes and the density rule that suggests one when an LTL line has none.
 * Density is pounds per cubic foot: weight ÷ (L × W × H in inches ÷ 1728). The breaks are the
 * NMFC's 2025 density scale (13 classes): the denser the freight, the lower the class and the
 * cheaper each hundredweight.
 */
export const FREIGHT_CLASSES = ['50', '55', '60', '65', '70', '77.5', '85', '92.5', '100', '110', '125', '150', '175', '200', '250', '300', '400', '500'] as const;
export type FreightClass = (typeof FREIGHT_CLASSES)[number];

/** Lowest density (pcf) at which each class applies, densest first. */
const DENSITY_BREAKS: readonly (readonly [minPcf: number, freightClass: FreightClass])[] = [
  [50, '50'],
  [35, '55'],
  [30, '60'],
  [22.5, '65'],
  [15, '70'],
  [12, '85'],
  [10, '92.5'],
  [8, '100'],
  [6, '125'],
  [4, '175'],
  [2, '250'],
  [1, '300'],
  [0, '400'],
];

export interface LineDimensions {
  /** Weight of the whole line, in pounds. */
  totalWeight: number | null | undefined;
  /** Inches, per handling unit. */
  length: number | null | undefined;
  width: number | null | undefined;
  height: number | null | undefined;
  /** Handling units (pallets, or packages when there are no pallets); 1 when absent. */
  units?: number | null;
}

/** Pounds per cubic foot of a line, or undefined when a dimension or the weight is missing. */
export function densityPcf(line: LineDimensions): number | undefined {
  const { totalWeight, length, width, height } = line;
  if (!totalWeight || !length || !width || !height || totalWeight <= 0 || length <= 0 || width <= 0 || height <= 0) return undefined;
  const cubicFeet = ((length * width * height) / 1728) * Math.max(1, line.units ?? 1);
  return totalWeight / cubicFeet;
}

/** The class the density scale gives a line, or undefined when its density cannot be known. */
export function suggestFreightClass(line: LineDimensions): FreightClass | undefined {
  const pcf = densityPcf(line);
  if (pcf === undefined) return undefined;
  return DENSITY_BREAKS.find(([min]) => pcf >= min)![1];
}
