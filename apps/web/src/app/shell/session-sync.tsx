import { useEffect } from 'react';
import { useCarrierStatus } from '../../features/auth/api/get-carrier-status';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useAfterFirstContent } from '../../lib/after-first-content';
import { mergeUser, replaceUser } from '../../lib/session';

/**
 * Refreshes the stored user once per load of the app: GET /users/me, then the carrier's flags
 * (isBroker, isBookable, isOnHold) from the Carrier API, once the page's first content is on
 * screen (lib/after-first-content.ts). The page is drawn for the stored user; asked for earlier, the
 * refresh took one of the six connections the page's own modules and data need. A failed carrier
 * call is only logged.
 */
export function SessionSync() {
  const afterContent = useAfterFirstContent();
  const me = useCurrentUser({ enabled: afterContent });
  const carrier = useCarrierStatus({ enabled: me.isSuccess && afterContent });

  useEffect(() => {
    if (me.data) replaceUser(me.data);
  }, [me.data]);

  useEffect(() => {
    if (carrier.data) {
      const { isBroker, isBookable, isOnHold } = carrier.data;
      mergeUser({ isBroker, isBookable, isOnHold });
    }
  }, [carrier.data, me.data]);

  return null;
}
