import { PASSWORD_MIN_LENGTH } from '@cvforge/contracts';
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/error-messages';
import { useRegister } from '../api/register';

/** Account creation; names are optional, the password needs 8 characters (checked natively). */
export function SignUpForm({ onSubmitted }: { onSubmitted?: () => void }) {
  const [form, setForm] = useState({ first_name: '', last_name: '', email: '', password: '' });
  const registration = useRegister();
  const update = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmitted?.();
    registration.mutate({
      email: form.email.trim(),
      password: form.password,
      first_name: form.first_name.trim(),
      last_name: form.last_name.trim(),
    });
  };

  return (
    <form onSubmit={handleSubmit} className="space-y-4" aria-label="Create account">
      {registration.isError && <Alert tone="error">{messageOf(registration.error)}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          maxLength={100}
          value={form.first_name}
          onChange={update('first_name')}
        />
        <TextField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          maxLength={100}
          value={form.last_name}
          onChange={update('last_name')}
        />
      </div>
      <TextField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={form.email}
        onChange={update('email')}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        value={form.password}
        onChange={update('password')}
      />
      <Button type="submit" className="w-full" disabled={registration.isPending}>
        {registration.isPending && (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        )}
        Create Account
      </Button>
    </form>
  );
}
