import { useParams } from 'react-router';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { SetPasswordForm } from '../../../features/auth/components/set-password-form';

/** /reset-password/{resetToken}: the link of the reset e-mail. */
export function Component() {
  const { resetToken = '' } = useParams();
  return (
    <AuthLayout title="Choose a new password" subtitle="Pick a password you don't use anywhere else.">
      <SetPasswordForm mode="reset" resetToken={resetToken} />
    </AuthLayout>
  );
}
