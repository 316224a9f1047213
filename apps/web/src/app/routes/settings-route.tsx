import { SettingsPage } from '@/features/auth/pages/settings-page';
import { ThemeChoice } from '@/features/theme/theme-choice';

/** /app/settings with the theme feature's choice in its Appearance section. */
export function SettingsRoute() {
  return <SettingsPage appearance={<ThemeChoice />} />;
}
