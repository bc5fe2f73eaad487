import { defineMessages } from '../common/message-codes';

/** What the server tells a carrier connecting and testing its ELD (Samsara) integration (common/message-codes.ts). */
export const TRACKING_INTEGRATION_MESSAGES = defineMessages('trackingIntegration', {
  notConnected: 'The Samsara integration is not connected; connect it from the integrations tab',
  refreshRefused: 'Samsara refused to refresh the access token; reconnect the integration from the integrations tab',
  notConfigured: 'The Samsara integration is not configured on this server (SAMSARA_CLIENT_ID)',
  foreignConnection: 'This connection was started by another user or sign-in; start it again from your own account.',
  connectionExpired: 'The connection request expired, was already used or was not started here; start it again.',
  authorizationRefused: 'Samsara did not accept the authorization; start the connection again.',
  unreachable: 'Samsara could not be reached to complete the connection; try again.',
  connectedTo: 'Connected to {{orgName}}: {{vehicles}} vehicles, {{positions}} new positions',
  /** `code`: Samsara's error code. */
  samsaraAnswered: 'Samsara answered {{status}} ({{code}})',
  testFailed: 'The test failed',
});
