// Component tests render with the portal's i18n instance, in English unless a test switches it.
import '../i18n/i18n';
