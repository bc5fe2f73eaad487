import { AUTH_MESSAGES } from '../auth/auth-messages';
import { BACK_OFFICE_CODED } from '../back-office/back-office-messages';
import { CASE_MESSAGES } from '../cases/case-messages';
import { COMPLIANCE_MESSAGES } from '../compliance/compliance-messages';
import { CONTACT_MESSAGES } from '../contacts/contact-messages';
import { DOCUMENT_MESSAGES } from '../documents/document-messages';
import { DRIVER_MESSAGES } from '../drivers/driver-messages';
import { DRIVER_CONFIRMATION_MESSAGES } from '../driver-confirmations/driver-confirmation-messages';
import { EQUIPMENT_MESSAGES } from '../equipment/equipment-messages';
import { INVOICE_MESSAGES } from '../invoices/invoice-messages';
import { LIVE_EQUIPMENT_MESSAGES } from '../live-equipment/live-equipment-messages';
import { BOOKING_MESSAGES } from '../load-board/load-board-messages';
import { LOCATION_MESSAGES } from '../locations/location-messages';
import { NOTE_MESSAGES } from '../notes/note-messages';
import { OFFER_MESSAGES } from '../offers/offer-messages';
import { ORDER_MESSAGES } from '../orders/order-messages';
import { PAYMENT_MESSAGES } from '../payments/payment-messages';
import { PROFILE_MESSAGES } from '../profile/profile-messages';
import { RISK_MESSAGES } from '../risk/risk-messages';
import { PAY_SPEED_MESSAGES } from '../pay-speed/pay-speed-messages';
import { NOTICE_MESSAGES } from '../notices-of-assignment/notice-messages';
import { BROKER_BOOKING_MESSAGES, QUOTE_MESSAGES, RATE_REQUEST_MESSAGES, RATING_MESSAGES } from '../rates/rate-messages';
import { CARRIER_RATE_REQUEST_MESSAGES } from '../rates/carrier-rate-request-messages';
import { IMPLAUSIBLE_ARRIVAL, SHIPMENT_MESSAGES } from '../shipments/shipment-messages';
import { TENDER_MESSAGES, TENDERING_MESSAGES } from '../tenders/tender-messages';
import { THIRD_PARTY_INVOICE_MESSAGES } from '../third-party-invoices/third-party-invoice-messages';
import { TRACKING_INTEGRATION_MESSAGES } from '../tracking-integration/tracking-integration-messages';
import { VIDEO_MESSAGES } from '../videos/video-messages';
import { SIGNATURE_MESSAGES } from '../signatures/signature-messages';
import { SHARE_LINK_MESSAGES } from '../share-links/share-link-messages';
import { DETENTION_MESSAGES } from '../detention/detention-messages';
import { isMessageDefinition, type MessageDefinition } from './message-codes';
import { MESSAGES } from './messages';
import { HTTP_TITLES, PROBLEM_MESSAGES, VALIDATION_MESSAGES } from './problem-messages';
import { SHARED_MESSAGES } from './shared-messages';

/**
 * Every message the server sends to a person, by code (common/message-codes.ts): the web looks a
 * code's English template up here to translate it (the template is the key of the Spanish
 * catalogue). A new `*-messages.ts` group is listed here; message-catalogue.test.ts finds one that is not.
 */
export const MESSAGE_GROUPS: Readonly<Record<string, object>> = {
  MESSAGES,
  HTTP_TITLES,
  PROBLEM_MESSAGES,
  VALIDATION_MESSAGES,
  SHARED_MESSAGES,
  AUTH_MESSAGES,
  PROFILE_MESSAGES,
  BACK_OFFICE_CODED,
  CASE_MESSAGES,
  COMPLIANCE_MESSAGES,
  CONTACT_MESSAGES,
  DOCUMENT_MESSAGES,
  DRIVER_MESSAGES,
  DRIVER_CONFIRMATION_MESSAGES,
  EQUIPMENT_MESSAGES,
  INVOICE_MESSAGES,
  LIVE_EQUIPMENT_MESSAGES,
  BOOKING_MESSAGES,
  LOCATION_MESSAGES,
  NOTE_MESSAGES,
  OFFER_MESSAGES,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  BROKER_BOOKING_MESSAGES,
  QUOTE_MESSAGES,
  RATE_REQUEST_MESSAGES,
  CARRIER_RATE_REQUEST_MESSAGES,
  RATING_MESSAGES,
  RISK_MESSAGES,
  PAY_SPEED_MESSAGES,
  NOTICE_MESSAGES,
  SHIPMENT_MESSAGES,
  IMPLAUSIBLE_ARRIVAL: { IMPLAUSIBLE_ARRIVAL },
  TENDER_MESSAGES,
  TENDERING_MESSAGES,
  THIRD_PARTY_INVOICE_MESSAGES,
  TRACKING_INTEGRATION_MESSAGES,
  VIDEO_MESSAGES,
  SIGNATURE_MESSAGES,
  SHARE_LINK_MESSAGES,
  DETENTION_MESSAGES,
};

/** Every definition of the groups, in order. */
export const MESSAGE_DEFINITIONS: readonly MessageDefinition[] = Object.values(MESSAGE_GROUPS).flatMap((group) => Object.values(group).filter(isMessageDefinition));

const BY_CODE = new Map(MESSAGE_DEFINITIONS.map((definition) => [definition.code, definition]));

/** The English template of a code ('Shipment {{shipmentNumber}} voided'), or undefined for a code the portal does not know. */
export function messageTemplate(code: string): string | undefined {
  return BY_CODE.get(code)?.template;
}
