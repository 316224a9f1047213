import { FileJson } from 'lucide-react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { showToast } from '@/lib/toast';
import { readJsonResume } from '../utils/read-json-resume';
import { importedContentState } from '../utils/imported-content';

/**
 * "Import JSON Resume": reads a .json file and opens the manual form prefilled with it, so the
 * user reviews everything before saving. The content travels in the history entry's state.
 */
export function ImportJsonResumeButton() {
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  async function handleFile(file: File | undefined) {
    if (!file) return;
    try {
      const content = await readJsonResume(file);
      void navigate(paths.app.createCv.getHref('manual'), { state: importedContentState(content) });
    } catch (error) {
      showToast({
        type: 'error',
        title: 'Import failed',
        message: error instanceof Error ? error.message : undefined,
      });
    }
  }

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept=".json,application/json"
        className="sr-only"
        tabIndex={-1}
        aria-label="JSON Resume file"
        onChange={(event) => {
          void handleFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button variant="secondary" onClick={() => inputRef.current?.click()}>
        <FileJson className="size-4" aria-hidden="true" />
        Import JSON Resume
      </Button>
    </>
  );
}
