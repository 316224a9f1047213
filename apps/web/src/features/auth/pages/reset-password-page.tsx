import { PASSWORD_MIN_LENGTH } from '@cvforge/contracts';
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/error-messages';
import { showToast } from '@/lib/toast';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { AuthCard } from '../components/auth-card';

/** /auth/reset-password?token=…: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const reset = useConfirmPasswordReset();

  if (!token) {
    return (
      <AuthCard title="Reset your password">
        <Alert tone="error" title="This link is incomplete">
          Open the link from the e-mail again, or ask for a new one.
        </Alert>
        <Link to={paths.auth.getHref()} className={buttonVariants({ className: 'mt-5 w-full' })}>
          Back to sign in
        </Link>
      </AuthCard>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== confirmation) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    reset.mutate(
      { token, new_password: password },
      {
        onSuccess: () => {
          showToast({
            type: 'success',
            title: 'Password changed',
            message: 'Sign in with it now.',
          });
          navigate(paths.auth.getHref(), { replace: true });
        },
      },
    );
  };

  return (
    <AuthCard title="Choose a new password" subtitle="The link works once and expires soon.">
      <title>Reset password · cvforge</title>
      <form onSubmit={handleSubmit} className="space-y-4" aria-label="Choose a new password">
        {reset.isError && <Alert tone="error">{messageOf(reset.error)}</Alert>}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          error={mismatch ? 'The passwords do not match.' : null}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          Set new password
        </Button>
      </form>
    </AuthCard>
  );
}
