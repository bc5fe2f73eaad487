import type { TrackingProvider } from '@portal/domain/tracking-integration/tracking-integration-schemas';
import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';

/** POST {portal}/tracking-integrations/{provider}/authorize: the provider's consent page to send the admin to. */
export async function authorizeTrackingIntegration(provider: TrackingProvider): Promise<string> {
  return (await portal.post('/tracking-integrations/:provider/authorize', { params: { provider } })).data.authorizeUrl;
}

/** Starts the OAuth flow and leaves for the consent page; the provider sends the browser back to /profile?tab=integrations. */
export function useAuthorizeTrackingIntegration() {
  return useMutation({
    mutationFn: authorizeTrackingIntegration,
    onSuccess: (authorizeUrl) => window.location.assign(authorizeUrl),
    meta: { context: 'connect tracking integration' },
  });
}
