import { formatLongDate } from '@/lib/format';
import { ProfileForm } from '../components/profile-form';
import { SettingsSection } from '../components/settings-section';
import { useAuthStore } from '../store';

/** /app/profile: name, picture and account facts. */
export function ProfilePage() {
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  // A fresher profile (e.g. the refresh that brings an uploaded picture) restarts the form.
  const formKey = [user.id, user.first_name, user.last_name, user.avatar_url?.length].join('|');

  return (
    <div className="mx-auto max-w-2xl space-y-6 py-10">
      <title>Profile · cvforge</title>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Profile</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          How you appear in cvforge. Your CVs keep their own contact details.
        </p>
      </header>
      <SettingsSection title="Personal details">
        <ProfileForm key={formKey} user={user} />
      </SettingsSection>
      <SettingsSection title="Account">
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Member since</dt>
            <dd className="mt-0.5 font-medium">{formatLongDate(new Date(user.created_at))}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Last sign-in</dt>
            <dd className="mt-0.5 font-medium">{formatLongDate(new Date(user.last_login))}</dd>
          </div>
        </dl>
      </SettingsSection>
    </div>
  );
}
