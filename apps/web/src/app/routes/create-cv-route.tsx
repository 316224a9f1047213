import { ImportJsonResumeButton } from '@/features/cv-editor/components/import-json-resume-button';
import { ManualCvPage } from '@/features/cv-editor/pages/manual-cv-page';
import { CreateCvPage } from '@/features/cvs/pages/create-cv-page';
import { UsageGatedUpload } from './usage-gated-upload';

/** /app/create-cv with the usage-gated upload screen the manual form as its modes, and the JSON Resume import. */
export function CreateCvRoute() {
  return (
    <CreateCvPage
      renderUpload={({ onCancel }) => <UsageGatedUpload onCancel={onCancel} />}
      renderManual={({ onCancel }) => <ManualCvPage onCancel={onCancel} />}
      importAction={<ImportJsonResumeButton />}
    />
  );
}
