import { useEffect } from 'react';
import { useCarrierStatus } from '../../features/auth/api/get-carrier-status';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { mergeUser, replaceUser } from '../../lib/session';

/**
 * Refreshes the stored user once per load of the app: GET /users/me, then the carrier's flags
 * (isBroker, isBookable, isOnHold) from the Carrier API. A failed carrier call is only logged.
 */
export function SessionSync() {
  const me = useCurrentUser();
  const carrier = useCarrierStatus({ enabled: me.isSuccess });

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
