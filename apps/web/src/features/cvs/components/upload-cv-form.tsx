import { UPLOAD_MESSAGES } from '@cvforge/contracts';
import { FileText, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { useUploadFlow } from '../hooks/use-upload-flow';
import { UploadDropzone } from './upload-dropzone';
import { UploadProgress } from './upload-progress';

type Flow = ReturnType<typeof useUploadFlow>;

const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Drop zone, then the selected file, "CV Title", "Set as default CV" and "Upload CV". */
export function UploadCvForm({ flow, isBlocked }: { flow: Flow; isBlocked: boolean }) {
  const isUploading = flow.status === 'uploading';
  const titleField = useRef<HTMLInputElement>(null);
  const hasFile = flow.file !== null;
  // The chosen file replaces the drop zone, whose button had the focus: the title takes it.
  useEffect(() => {
    if (hasFile) titleField.current?.focus();
  }, [hasFile]);
  return (
    <div className="space-y-5">
      {flow.file ? (
        <div className="flex items-center gap-3 rounded-xl border border-border bg-muted/30 p-3.5">
          <FileText className="size-8 shrink-0 text-accent" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{flow.file.name}</p>
            <p className="text-xs text-muted-foreground">
              {sizeFormat.format(flow.file.size / 1024 / 1024)} MB
            </p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Remove file"
            disabled={isUploading}
            onClick={flow.reset}
          >
            <X className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <UploadDropzone onFile={flow.selectFile} disabled={isBlocked} />
      )}
      {flow.file && (
        <>
          <TextField
            ref={titleField}
            label="CV Title"
            value={flow.title}
            onChange={(event) => flow.setTitle(event.target.value)}
            disabled={isUploading}
            maxLength={200}
          />
          <div className="flex items-start gap-2.5 text-sm">
            <input
              id="upload-is-default"
              type="checkbox"
              checked={flow.isDefault}
              onChange={(event) => flow.setIsDefault(event.target.checked)}
              disabled={isUploading}
              aria-describedby="upload-is-default-note"
              className="mt-0.5 size-4 accent-[var(--primary)]"
            />
            <div>
              <label htmlFor="upload-is-default" className="font-medium">
                Set as default CV
              </label>
              <p id="upload-is-default-note" className="text-xs text-muted-foreground">
                The default CV is the starting point for tailored CVs and career analytics.
              </p>
            </div>
          </div>
        </>
      )}
      {isUploading && <UploadProgress percent={flow.progress} />}
      {flow.status === 'error' && flow.errorMessage && (
        <Alert tone="error" title={UPLOAD_MESSAGES.errorTitle}>
          {flow.errorMessage}
        </Alert>
      )}
      {flow.file && flow.title.trim() !== '' && (
        <Button
          className="w-full"
          onClick={() => flow.submit()}
          disabled={isUploading || isBlocked}
        >
          {isUploading ? 'Uploading…' : 'Upload CV'}
        </Button>
      )}
    </div>
  );
}
