import { useParams } from 'react-router';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { SetPasswordForm } from '../../../features/auth/components/set-password-form';

/** /ActivateUser/{resetToken}: a new user's invitation link. */
export function Component() {
  const { resetToken = '' } = useParams();
  return (
    <AuthLayout title="Activate your account" subtitle="Choose a password to finish setting up your portal account.">
      <SetPasswordForm mode="activate" resetToken={resetToken} />
    </AuthLayout>
  );
}
