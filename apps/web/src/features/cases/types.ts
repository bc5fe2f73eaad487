/**
 * Web-only case types. The case API's answers and bodies are the domain's
 * (@portal/domain/cases/case-schemas, case-model).
 */

/** The shipment a case is opened on, as the shipments area's by-number lookup answers it (the fields used here). */
export interface CaseShipment {
  id: number;
  shipmentNumber: string;
}
