import { CreateCvPage } from '@/features/cvs/pages/create-cv-page';
import { UsageGatedUpload } from './usage-gated-upload';

/** /app/create-cv with the usage-gated upload screen as its upload mode. */
export function CreateCvRoute() {
  return <CreateCvPage renderUpload={({ onCancel }) => <UsageGatedUpload onCancel={onCancel} />} />;
}
