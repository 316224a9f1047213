import { Download, LoaderCircle, LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/error-messages';
import { showToast } from '@/lib/toast';
import { useExportUserData } from '../api/export-user-data';
import { useLogoutAll } from '../api/logout-all';
import { useAuthStore } from '../store';

/** Sign out on every device (POST /auth/logout-all) and download everything held (JSON). */
export function AccountDataActions() {
  const logoutAll = useLogoutAll();
  const exportData = useExportUserData();
  const logout = useAuthStore((state) => state.logout);

  const handleLogoutAll = () =>
    logoutAll.mutate(undefined, {
      onSuccess: () => {
        showToast({ type: 'success', title: 'Signed out on every device' });
        logout();
      },
      onError: (error) =>
        showToast({
          type: 'error',
          title: 'Could not sign out everywhere',
          message: messageOf(error),
        }),
    });

  const handleExport = () =>
    exportData.mutate(undefined, {
      onSuccess: () => showToast({ type: 'success', title: 'Your data has been downloaded' }),
      onError: (error) =>
        showToast({
          type: 'error',
          title: 'Could not export your data',
          message: messageOf(error),
        }),
    });

  return (
    <div className="divide-y divide-border">
      <div className="flex flex-col gap-3 pb-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-sm font-medium">Sign out everywhere</p>
          <p className="text-sm text-muted-foreground">
            Ends every session, on this device and all others.
          </p>
        </div>
        <Button variant="secondary" onClick={handleLogoutAll} disabled={logoutAll.isPending}>
          {logoutAll.isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <LogOut className="size-4" aria-hidden="true" />
          )}
          Sign out everywhere
        </Button>
      </div>
      <div className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-sm font-medium">Export my data</p>
          <p className="text-sm text-muted-foreground">
            One JSON file with every record cvforge holds about you.
          </p>
        </div>
        <Button variant="secondary" onClick={handleExport} disabled={exportData.isPending}>
          {exportData.isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Download className="size-4" aria-hidden="true" />
          )}
          Export my data
        </Button>
      </div>
    </div>
  );
}
