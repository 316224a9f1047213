import { avatarUrlSchema, type User, userDisplayName } from '@cvforge/contracts';
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/error-messages';
import { showToast } from '@/lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarField } from './avatar-field';

/** The server's own rule, checked first: an https URL or a small data: image. */
function avatarProblem(avatar: string | null): string | null {
  if (avatar === null) return null;
  const [urlRule, dataRule] = avatarUrlSchema.options;
  const checked = (avatar.startsWith('data:') ? dataRule : urlRule).safeParse(avatar);
  return checked.success
    ? null
    : (checked.error.issues[0]?.message ?? 'This picture cannot be used.');
}

/** Edit first name, last name and picture (PATCH /users/me). */
export function ProfileForm({ user }: { user: User }) {
  const [firstName, setFirstName] = useState(user.first_name);
  const [lastName, setLastName] = useState(user.last_name);
  const [avatar, setAvatar] = useState<string | null>(user.avatar_url);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const update = useUpdateProfile();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = avatarProblem(avatar);
    if (problem) {
      setAvatarError(problem);
      return;
    }
    setAvatarError(null);
    update.mutate(
      { first_name: firstName.trim(), last_name: lastName.trim(), avatar_url: avatar },
      {
        onSuccess: () => showToast({ type: 'success', title: 'Profile updated' }),
        onError: (error) =>
          showToast({
            type: 'error',
            title: 'Could not save your profile',
            message: messageOf(error),
          }),
      },
    );
  };

  const previewName = userDisplayName({
    first_name: firstName,
    last_name: lastName,
    email: user.email,
  });

  return (
    <form onSubmit={handleSubmit} className="space-y-6" aria-label="Profile">
      <AvatarField value={avatar} onChange={setAvatar} name={previewName} error={avatarError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={100}
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          maxLength={100}
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
        />
      </div>
      <TextField
        label="E-mail"
        type="email"
        value={user.email}
        readOnly
        hint="Your e-mail is how you sign in; it cannot be changed here."
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          Save changes
        </Button>
      </div>
    </form>
  );
}
