import { getSession, subscribeSession } from '../lib/session';
import { currentLanguage, setLanguage } from './i18n';

/**
 * A signed-in user's saved language wins over this browser's: on sign-in, on a fresh
 * current user and when another tab changes it. A user who never chose keeps the browser's.
 * Returns the unsubscribe function.
 */
export function followUserLanguage(): () => void {
  const follow = () => {
    const chosen = getSession().user?.language;
    if (chosen && chosen !== currentLanguage()) void setLanguage(chosen);
  };
  return subscribeSession(follow);
}
