import { PASSWORD_MIN_LENGTH } from '@cvforge/contracts';
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/error-messages';
import { showToast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';

const EMPTY = { current: '', next: '', confirmation: '' };

/** POST /users/me/password; the server signs out every other device. */
export function ChangePasswordForm() {
  const [form, setForm] = useState(EMPTY);
  const [mismatch, setMismatch] = useState(false);
  const change = useChangePassword();
  const update = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.next !== form.confirmation) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    change.mutate(
      { current_password: form.current || undefined, new_password: form.next },
      {
        onSuccess: (response) => {
          setForm(EMPTY);
          showToast({ type: 'success', title: 'Password changed', message: response.message });
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} className="space-y-4" aria-label="Change password">
      {change.isError && <Alert tone="error">{messageOf(change.error)}</Alert>}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        hint="Leave empty if you have only ever signed in with Google, Microsoft or GitHub."
        value={form.current}
        onChange={update('current')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          value={form.next}
          onChange={update('next')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          error={mismatch ? 'The passwords do not match.' : null}
          value={form.confirmation}
          onChange={update('confirmation')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          Change password
        </Button>
      </div>
    </form>
  );
}
