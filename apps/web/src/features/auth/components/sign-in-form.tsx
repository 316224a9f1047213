import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/error-messages';
import { useLogin } from '../api/login';

interface SignInFormProps {
  onForgotPassword: () => void;
}

/** E-mail and password sign-in. On success the store holds the session and /auth redirects. */
export function SignInForm({ onForgotPassword }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate({ email: email.trim(), password });
  };

  return (
    <form onSubmit={handleSubmit} className="space-y-4" aria-label="Sign in">
      {login.isError && <Alert tone="error">{messageOf(login.error)}</Alert>}
      <TextField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className="space-y-1.5">
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onForgotPassword}
            className="rounded text-xs font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            Forgot password?
          </button>
        </div>
      </div>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
        Sign In
      </Button>
    </form>
  );
}
