import { EditCvPage } from '@/features/cv-editor/pages/edit-cv-page';
import { useAuthStore } from '@/features/auth/store';

/** /app/cv/{id}/edit: the edit page, told whose local draft it keeps (the route is behind the guard). */
export function EditCvRoute() {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  return <EditCvPage userId={userId} />;
}
