import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/error-messages';
import { useRequestPasswordReset } from '../api/request-password-reset';

const SENT_MESSAGE =
  'If an account exists for that e-mail, a link to reset your password is on its way.';

/** Asks for a reset link; the answer is the same whether or not the e-mail has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    request.mutate({ email: email.trim() });
  };

  return (
    <form onSubmit={handleSubmit} className="space-y-4" aria-label="Reset password">
      {request.isError && <Alert tone="error">{messageOf(request.error)}</Alert>}
      {request.isSuccess && <Alert tone="success">{request.data.message ?? SENT_MESSAGE}</Alert>}
      <TextField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
        Send reset link
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="block w-full rounded text-center text-sm font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        Back to sign in
      </button>
    </form>
  );
}
