import { z } from 'zod';

const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();

/**
 * The spec's Rate line item as the API answers it: what an order's line and a shipment's line both
 * carry (freight class, weights, packaging, counts, dimensions, description, hazmat identity).
 */
export const rateLineItemFields = {
  description: nullableText,
  freightClass: nullableText,
  perPackageWeight: nullableNumber,
  totalWeight: nullableNumber,
  packagingUnitType: nullableText,
  packageCount: nullableNumber,
  palletCount: nullableNumber,
  length: nullableNumber,
  width: nullableNumber,
  height: nullableNumber,
  hazmatPackingGroup: nullableText,
  hazmatClass: nullableText,
  hazmatUnNumber: nullableText,
};
