import type { Migration } from 'kysely';
import * as coreSchema from './0001-core-schema';
import * as bookingTerms from './0002-booking-terms';
import * as shipmentSearchIndexes from './0003-shipment-search-indexes';
import * as earthdistanceSearchPath from './0004-earthdistance-search-path';
import * as trackingConsent from './0022-tracking-consent';
import * as loadBoardVersion from './0025-load-board-version';
import * as lineItemsByStop from './0026-line-items-by-stop';
import * as customerListIndex from './0027-customer-list-index';
import * as thirdPartyPayerActions from './0030-third-party-payer-actions';
import * as apInvoiceSettledBy from './0029-ap-invoice-settled-by';
import * as invoiceNumberSequences from './0028-invoice-number-sequences';
import * as shipmentListIndexes from './0005-shipment-list-indexes';
import * as shipmentUpdateDue from './0006-shipment-update-due';
import * as shipmentStatusCounts from './0007-shipment-status-counts';
import * as loadBoardCoveringIndexes from './0008-load-board-covering-indexes';
import * as userSessionsValidAfter from './0009-user-sessions-valid-after';
import * as userSessionGeneration from './0010-user-session-generation';
import * as orders from './0011-orders';
import * as rateSources from './0012-rate-sources';
import * as fleet from './0013-fleet';
import * as places from './0014-places';
import * as tenderingJobs from './0015-tendering-jobs';
import * as accessRequestDecisions from './0016-access-request-decisions';
import * as placesAutocompleteAndPrefixSearch from './0021-places-autocomplete-and-prefix-search';
import * as profileSecurity from './0017-profile-security';
import * as videos from './0019-videos';
import * as trackingIntegrations from './0018-tracking-integrations';
import * as userLanguage from './0024-user-language';
import * as userTheme from './0023-user-theme';
import * as orderStopFacilities from './0031-order-stop-facilities';
import * as shipmentStopZones from './0032-shipment-stop-zones';
import * as userSessions from './0033-user-sessions';
import * as emailChanges from './0037-email-changes';
import * as apiKeys from './0039-api-keys';
import * as trackingOauthPkce from './0035-tracking-oauth-pkce';
import * as auditLog from './0034-audit-log';
import * as signInAddresses from './0036-sign-in-addresses';
import * as passkeys from './0038-passkeys';
import * as payeeChanges from './0040-payee-changes';
import * as loadBoardCells from './0041-load-board-cells';
import * as carrierNextDeliveries from './0042-carrier-next-deliveries';
import * as liveEvents from './0043-live-events';
import * as consolidatedOrders from './0044-consolidated-orders';
import * as invoiceHistory from './0045-invoice-history';
import * as positions from './0046-positions';
import * as rateRequestAnswersReachTheBroker from './0047-rate-request-answers-reach-the-broker';
import * as updateDueOnItsOwnColumns from './0048-update-due-on-its-own-columns';
import * as carrierCompliance from './0049-carrier-compliance';
import * as rateConfirmations from './0050-rate-confirmations';
import * as fraudSignals from './0051-fraud-signals';
import * as driverConfirmations from './0052-driver-confirmations';
import * as rateLimitCounts from './0053-rate-limit-counts';
import * as offers from './0054-offers';
import * as signaturesAndShareLinks from './0057-signatures-and-share-links';
import * as paySpeedAndNoticesOfAssignment from './0055-pay-speed-and-notices-of-assignment';
import * as predictedPayDates from './0056-predicted-pay-dates';
import * as stopArrivalsAndDetention from './0058-stop-arrivals-and-detention';

/** Every migration in order. Append new ones; never edit one that has landed. */
export const migrations: Record<string, Migration> = {
  '0001-core-schema': coreSchema,
  '0002-booking-terms': bookingTerms,
  '0003-shipment-search-indexes': shipmentSearchIndexes,
  '0004-earthdistance-search-path': earthdistanceSearchPath,
  '0005-shipment-list-indexes': shipmentListIndexes,
  '0006-shipment-update-due': shipmentUpdateDue,
  '0007-shipment-status-counts': shipmentStatusCounts,
  '0008-load-board-covering-indexes': loadBoardCoveringIndexes,
  '0009-user-sessions-valid-after': userSessionsValidAfter,
  '0010-user-session-generation': userSessionGeneration,
  '0011-orders': orders,
  '0012-rate-sources': rateSources,
  '0013-fleet': fleet,
  '0014-places': places,
  '0015-tendering-jobs': tenderingJobs,
  '0016-access-request-decisions': accessRequestDecisions,
  '0021-places-autocomplete-and-prefix-search': placesAutocompleteAndPrefixSearch,
  '0017-profile-security': profileSecurity,
  '0019-videos': videos,
  '0018-tracking-integrations': trackingIntegrations,
  '0022-tracking-consent': trackingConsent,
  '0024-user-language': userLanguage,
  '0025-load-board-version': loadBoardVersion,
  '0026-line-items-by-stop': lineItemsByStop,
  '0023-user-theme': userTheme,
  '0027-customer-list-index': customerListIndex,
  '0030-third-party-payer-actions': thirdPartyPayerActions,
  '0029-ap-invoice-settled-by': apInvoiceSettledBy,
  '0028-invoice-number-sequences': invoiceNumberSequences,
  '0031-order-stop-facilities': orderStopFacilities,
  '0032-shipment-stop-zones': shipmentStopZones,
  '0033-user-sessions': userSessions,
  '0034-audit-log': auditLog,
  '0035-tracking-oauth-pkce': trackingOauthPkce,
  '0036-sign-in-addresses': signInAddresses,
  '0037-email-changes': emailChanges,
  '0038-passkeys': passkeys,
  '0039-api-keys': apiKeys,
  '0040-payee-changes': payeeChanges,
  '0041-load-board-cells': loadBoardCells,
  '0042-carrier-next-deliveries': carrierNextDeliveries,
  '0043-live-events': liveEvents,
  '0044-consolidated-orders': consolidatedOrders,
  '0045-invoice-history': invoiceHistory,
  '0046-positions': positions,
  '0047-rate-request-answers-reach-the-broker': rateRequestAnswersReachTheBroker,
  '0048-update-due-on-its-own-columns': updateDueOnItsOwnColumns,
  '0049-carrier-compliance': carrierCompliance,
  '0050-rate-confirmations': rateConfirmations,
  '0051-fraud-signals': fraudSignals,
  '0052-driver-confirmations': driverConfirmations,
  '0053-rate-limit-counts': rateLimitCounts,
  '0054-offers': offers,
  '0055-pay-speed-and-notices-of-assignment': paySpeedAndNoticesOfAssignment,
  '0056-predicted-pay-dates': predictedPayDates,
  '0057-signatures-and-share-links': signaturesAndShareLinks,
  '0058-stop-arrivals-and-detention': stopArrivalsAndDetention,
};
