import { UserMenu } from '@/features/auth/components/user-menu';
import { PlanBadge } from '@/features/billing/components/plan-badge';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { UsageDropdown } from '@/features/usage/components/usage-dropdown';
import { signOut } from '../session/sign-out';

/**
 * The signed-in half of the header (docs/product.md §P2): plan badge, usage (free users), bell and
 * user menu. Loaded on demand, so signed-out visitors never download it.
 */
export function SignedInActions() {
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <PlanBadge />
      <UsageDropdown />
      <NotificationBell />
      <UserMenu onLogout={() => void signOut()} />
    </div>
  );
}
