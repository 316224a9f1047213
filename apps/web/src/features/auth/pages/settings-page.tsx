import type { ReactNode } from 'react';
import { AccountDataActions } from '../components/account-data-actions';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import { SettingsSection } from '../components/settings-section';
import { useAuthStore } from '../store';

interface SettingsPageProps {
  /** The theme choice, composed in by the route (features do not import each other). */
  appearance?: ReactNode;
}

/** /app/settings: appearance, password, sessions, data export and account deletion. */
export function SettingsPage({ appearance }: SettingsPageProps) {
  const email = useAuthStore((state) => state.user?.email);
  if (!email) return null;

  return (
    <div className="mx-auto max-w-2xl space-y-6 py-10">
      <title>Settings · cvforge</title>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="mt-1 text-sm text-muted-foreground">Appearance, security and your data.</p>
      </header>
      {appearance && (
        <SettingsSection title="Appearance" description="Light, dark, or follow your device.">
          {appearance}
        </SettingsSection>
      )}
      <SettingsSection title="Password">
        <ChangePasswordForm />
      </SettingsSection>
      <SettingsSection title="Sessions and data">
        <AccountDataActions />
      </SettingsSection>
      <SettingsSection
        title="Delete account"
        description="Remove your account and everything in it for good."
        tone="danger"
      >
        <DeleteAccountDialog email={email} />
      </SettingsSection>
    </div>
  );
}
