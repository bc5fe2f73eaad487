import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { RequestAccessForm } from '../../../features/contacts/components/request-access-form';

/** /request-access: someone at a carrier asks its admins for portal access (linked from sign-in). */
export function Component() {
  return (
    <AuthLayout title="Request access" subtitle="Ask your company's portal administrators for an account. We'll e-mail you when they decide.">
      <RequestAccessForm />
    </AuthLayout>
  );
}
