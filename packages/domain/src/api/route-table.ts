import { orderRoutes } from '../orders/order-routes';
import { noteRoutes } from '../notes/note-routes';
import { caseRoutes } from '../cases/case-routes';
import { contactRoutes } from '../contacts/contact-routes';
import { locationRoutes } from '../locations/location-routes';
import { rateRoutes } from '../rates/rate-routes';
import { loadBoardRoutes } from '../load-board/load-board-routes';
import { tenderRoutes } from '../tenders/tender-routes';
import { laneRoutes } from '../lanes/lane-routes';
import { liveEquipmentRoutes } from '../live-equipment/live-equipment-routes';
import { scorecardRoutes } from '../scorecard/scorecard-routes';
import { authRoutes } from '../auth/auth-routes';
import { apiKeyRoutes } from '../auth/api-key-routes';
import { profileRoutes } from '../profile/profile-routes';
import { auditRoutes } from '../audit/audit-routes';
import { backOfficeRoutes } from '../back-office/back-office-routes';
import { helpRoutes } from '../help/help-routes';
import { releaseNoteRoutes } from '../release-notes/release-note-routes';
import { documentRoutes } from '../documents/document-routes';
import { driverRoutes } from '../drivers/driver-routes';
import { equipmentRoutes } from '../equipment/equipment-routes';
import { placeRoutes } from '../locations/place-routes';
import { trackingIntegrationRoutes } from '../tracking-integration/tracking-integration-routes';
import { videoRoutes } from '../videos/video-routes';
import { liveUpdateRoutes } from '../live-updates/live-update-routes';
import { positionRoutes } from '../positions/position-routes';
import { complianceRoutes } from '../compliance/compliance-routes';
import { brokerBookingRoutes } from '../shipments/broker-booking-routes';
import { shipmentListRoutes } from '../shipments/shipment-list-routes';
import { shipmentRoutes } from '../shipments/shipment-routes';
import { invoiceRoutes } from '../invoices/invoice-routes';
import { paymentRoutes } from '../payments/payment-routes';
import { thirdPartyInvoiceRoutes } from '../third-party-invoices/third-party-invoice-routes';
import { shipmentHistoryRoutes } from '../shipments/shipment-history-routes';
import { invoiceHistoryRoutes } from '../invoices/invoice-history-routes';
import { staticDataRoutes } from '../static-data/static-data-routes';
import { rateConfirmationRoutes } from '../rate-confirmations/rate-confirmation-routes';
import { transactionRecordRoutes } from '../transaction-records/transaction-record-routes';
import { driverConfirmationRoutes } from '../driver-confirmations/driver-confirmation-routes';
import { fraudSignalRoutes } from '../risk/fraud-signal-routes';
import { paySpeedRoutes } from '../pay-speed/pay-speed-routes';
import { noticeOfAssignmentRoutes } from '../notices-of-assignment/notice-routes';
import { payTimelineRoutes } from '../pay-timeline/pay-timeline-routes';
import { offerRoutes } from '../offers/offer-routes';
import { signatureRoutes } from '../signatures/signature-routes';
import { shareLinkRoutes } from '../share-links/share-link-routes';
import { stopArrivalRoutes } from '../stop-arrivals/stop-arrival-routes';
import { detentionRoutes } from '../detention/detention-routes';

/**
 * Every operation of the three APIs, by area. The server registers exactly these (a route outside
 * the table refuses to start); the web's client is typed by them.
 */
export const ROUTE_TABLE = {
  orders: orderRoutes,
  notes: noteRoutes,
  cases: caseRoutes,
  contacts: contactRoutes,
  locations: locationRoutes,
  rates: rateRoutes,
  loadBoard: loadBoardRoutes,
  tenders: tenderRoutes,
  lanes: laneRoutes,
  liveEquipment: liveEquipmentRoutes,
  scorecard: scorecardRoutes,
  auth: authRoutes,
  apiKeys: apiKeyRoutes,
  profile: profileRoutes,
  audit: auditRoutes,
  backOffice: backOfficeRoutes,
  help: helpRoutes,
  releaseNotes: releaseNoteRoutes,
  drivers: driverRoutes,
  equipment: equipmentRoutes,
  documents: documentRoutes,
  videos: videoRoutes,
  liveUpdates: liveUpdateRoutes,
  positions: positionRoutes,
  compliance: complianceRoutes,
  trackingIntegration: trackingIntegrationRoutes,
  places: placeRoutes,
  shipments: shipmentRoutes,
  shipmentLists: shipmentListRoutes,
  brokerBooking: brokerBookingRoutes,
  invoices: invoiceRoutes,
  thirdPartyInvoices: thirdPartyInvoiceRoutes,
  payments: paymentRoutes,
  shipmentHistory: shipmentHistoryRoutes,
  invoiceHistory: invoiceHistoryRoutes,
  staticData: staticDataRoutes,
  rateConfirmations: rateConfirmationRoutes,
  transactionRecords: transactionRecordRoutes,
  driverConfirmations: driverConfirmationRoutes,
  fraudSignals: fraudSignalRoutes,
  paySpeed: paySpeedRoutes,
  noticesOfAssignment: noticeOfAssignmentRoutes,
  payTimeline: payTimelineRoutes,
  offers: offerRoutes,
  signatures: signatureRoutes,
  shareLinks: shareLinkRoutes,
  stopArrivals: stopArrivalRoutes,
  detention: detentionRoutes,
} as const;

type ValuesOf<T> = T extends unknown ? T[keyof T] : never;

/** Any one operation of the table. */
export type ApiRoute = ValuesOf<(typeof ROUTE_TABLE)[keyof typeof ROUTE_TABLE]>;
