import { USER_FALLBACK_LABEL, userDisplayName } from '@cvforge/contracts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, CreditCard, LogOut, Settings, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar, initials } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { useAuthStore } from '../store';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm outline-none select-none ' +
  'data-[highlighted]:bg-muted data-[highlighted]:text-foreground [&_svg]:size-4 [&_svg]:text-muted-foreground';

/**
 * The signed-in user's menu (docs/product.md §P2): avatar, name (first plus last, else e-mail,
 * else 'User') and e-mail, with Subscription and Logout; Profile and Settings lead to the
 * account pages. Logging out is composed in by app/ (it also clears notifications).
 */
export function UserMenu({ onLogout }: { onLogout: () => void }) {
  const user = useAuthStore((state) => state.user);
  const name = user ? userDisplayName(user) || USER_FALLBACK_LABEL : USER_FALLBACK_LABEL;

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        // Starts with the avatar's visible initials (WCAG 2.5.3 Label in Name).
        aria-label={`${initials(name)}: Account menu for ${name}`}
        className="flex items-center gap-2 rounded-full p-0.5 pr-1.5 transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=open]:bg-muted"
      >
        <Avatar src={user?.avatar_url} name={name} />
        <ChevronDown className="size-3.5 text-muted-foreground" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-border bg-card p-1.5 text-foreground shadow-xl"
        >
          <div className="flex items-center gap-3 px-2.5 py-2.5">
            <Avatar src={user?.avatar_url} name={name} className="size-10 text-sm" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold">{name}</p>
              {user?.email && (
                <p className="truncate text-xs text-muted-foreground">{user.email}</p>
              )}
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.app.profile.getHref()}>
              <UserRound aria-hidden="true" />
              Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.app.settings.getHref()}>
              <Settings aria-hidden="true" />
              Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.app.subscription.getHref()}>
              <CreditCard aria-hidden="true" />
              Subscription
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={onLogout}>
            <LogOut aria-hidden="true" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
