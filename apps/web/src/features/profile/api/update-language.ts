import type { CurrentUserAnswer } from '@portal/domain/auth/current-user';
import type { Language } from '@portal/domain/common/language';
import { useMutation } from '@tanstack/react-query';
import { setLanguage } from '../../../i18n/i18n';
import { portal } from '../../../lib/api-client';
import { replaceUser } from '../../../lib/session';

/** PUT {portal}/users/me/language: the portal and the e-mails sent to the user speak it. */
export function updateMyLanguage(language: Language): Promise<CurrentUserAnswer> {
  return portal.put('/users/me/language', { body: { language } });
}

/** Switches the portal at once, then saves the choice for the user's other browsers and e-mails. */
export function useChooseLanguage() {
  return useMutation({
    mutationFn: async (language: Language) => {
      await setLanguage(language);
      return updateMyLanguage(language);
    },
    onSuccess: (answer) => replaceUser(answer.data),
    meta: { context: 'choose language' },
  });
}
