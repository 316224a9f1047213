import { buttonVariants } from '@/components/ui/button-variants';
import { useAuthProviders } from '../api/get-auth-providers';
import { ProviderIcon } from './provider-icon';

/**
 * One button per enabled external provider (GET /auth/providers); none while loading or when
 * the server enables none. Sign-in starts with a full browser navigation to {API}/auth/{id}.
 */
export function ProviderButtons() {
  const { data: providers = [] } = useAuthProviders();
  if (providers.length === 0) return null;

  return (
    <div className="space-y-4">
      <ul className="grid gap-2" aria-label="Sign in with another account">
        {providers.map((provider) => (
          <li key={provider.id}>
            <a
              href={provider.startUrl}
              className={buttonVariants({ variant: 'secondary', className: 'w-full' })}
            >
              <ProviderIcon provider={provider.id} className="size-4" />
              Continue with {provider.name}
            </a>
          </li>
        ))}
      </ul>
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or with your e-mail
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
