import { UPLOAD_MAX_BYTES } from '@cvforge/contracts';
import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { fileRejectionMessage } from '../utils/file-rejection-message';

interface UploadDropzoneProps {
  onFile: (file: File) => void;
  disabled?: boolean;
}

function firstMessage(rejections: FileRejection[]): string {
  const codes = rejections.flatMap((r) => r.errors.map((e) => String(e.code)));
  // Several files at once: say that, rather than what is wrong with each of them.
  const code = codes.includes('too-many-files') ? 'too-many-files' : (codes[0] ?? '');
  return fileRejectionMessage(code);
}

/** PDF only, one file, at most 10 MB (docs/product.md §C5); drop it or use "Choose File". */
export function UploadDropzone({ onFile, disabled }: UploadDropzoneProps) {
  const [error, setError] = useState<string | null>(null);
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: { 'application/pdf': ['.pdf'] },
    maxFiles: 1,
    multiple: false,
    maxSize: UPLOAD_MAX_BYTES,
    minSize: 1,
    noClick: true,
    // "Choose File" is the one keyboard stop: a focusable zone around it would be a second,
    // unnamed stop for the same action.
    noKeyboard: true,
    disabled,
    // react-dropzone accepts the first of several files and rejects the rest; a drop of
    // several files is refused as a whole instead, so the user is not surprised by the pick.
    onDrop: (accepted, rejections) => {
      const [file] = accepted;
      if (rejections.length > 0 || !file) {
        setError(firstMessage(rejections));
        return;
      }
      setError(null);
      onFile(file);
    },
  });

  return (
    <div className="space-y-2">
      <div
        {...getRootProps({
          'data-testid': 'dropzone',
          className: cn(
            'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors',
            isDragActive ? 'border-accent bg-accent/10' : 'border-border bg-muted/30',
            disabled && 'opacity-60',
          ),
        } as Parameters<typeof getRootProps>[0])}
      >
        <input
          {...getInputProps({ 'aria-label': 'CV file (PDF)' } as Parameters<
            typeof getInputProps
          >[0])}
        />
        <span className="grid size-12 place-items-center rounded-full bg-accent/10 text-accent">
          <FileUp className="size-6" aria-hidden="true" />
        </span>
        <div>
          <p className="font-medium">
            {isDragActive ? 'Drop your CV here' : 'Drag and drop your CV here'}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">PDF only, up to 10MB</p>
        </div>
        <Button variant="secondary" onClick={open} disabled={disabled}>
          Choose File
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
