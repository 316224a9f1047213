import { LoaderCircle, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/error-messages';
import { showToast } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { useAuthStore } from '../store';

/**
 * Deletes the account after a confirm dialog: the password (accounts that have one) and the
 * e-mail typed out. Escape, the backdrop or Cancel close it without deleting.
 */
export function DeleteAccountDialog({ email }: { email: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const removal = useDeleteAccount();
  const navigate = useNavigate();
  const logout = useAuthStore((state) => state.logout);
  const isConfirmed = typed.trim().toLowerCase() === email.toLowerCase();

  const handleOpenChange = (open: boolean) => {
    setIsOpen(open);
    if (!open) {
      setPassword('');
      setTyped('');
      removal.reset();
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isConfirmed) return;
    removal.mutate(
      { password: password || undefined, email: typed.trim() },
      {
        onSuccess: async () => {
          showToast({ type: 'success', title: 'Your account has been deleted' });
          // Leave the signed-in area first, so the guard does not send us to /auth instead.
          await navigate(paths.home.getHref(), { replace: true });
          logout();
        },
      },
    );
  };

  return (
    <>
      <Button variant="danger" onClick={() => handleOpenChange(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        Delete account
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={handleOpenChange}
        title="Delete your account?"
        description="This permanently deletes your account, your CVs and everything else cvforge holds about you. It cannot be undone."
      >
        <form onSubmit={handleSubmit} className="space-y-4" aria-label="Delete account">
          {removal.isError && <Alert tone="error">{messageOf(removal.error)}</Alert>}
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            hint="Leave empty if you only sign in with Google, Microsoft or GitHub."
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label={`Type ${email} to confirm`}
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => handleOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={!isConfirmed || removal.isPending}>
              {removal.isPending && (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              )}
              Delete my account
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
