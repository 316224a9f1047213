import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { TextField } from '@/components/ui/text-field';
import { AVATAR_ACCEPT, AVATAR_MAX_KB, readAvatarFile } from '../utils/read-avatar-file';

interface AvatarFieldProps {
  value: string | null;
  onChange: (value: string | null) => void;
  name: string;
  /** A problem found when saving (e.g. not an https URL). */
  error?: string | null;
}

/** The profile picture: upload a small image (kept as a data: URL) or give an https URL. */
export function AvatarField({ value, onChange, name, error }: AvatarFieldProps) {
  const inputId = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  const isUpload = value?.startsWith('data:') ?? false;

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      onChange(await readAvatarFile(file));
      setFileError(null);
    } catch (reason) {
      setFileError(reason instanceof Error ? reason.message : String(reason));
    }
  };

  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-medium">Profile picture</legend>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar src={value} name={name} className="size-16 text-lg" />
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            type="file"
            accept={AVATAR_ACCEPT}
            className="peer sr-only"
            onChange={handleFile}
          />
          <label
            htmlFor={inputId}
            className={buttonVariants({
              variant: 'secondary',
              size: 'sm',
              className:
                'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
            })}
          >
            <ImageUp className="size-4" aria-hidden="true" />
            Upload image
          </label>
          {value && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Remove
            </Button>
          )}
        </div>
      </div>
      {fileError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {fileError}
        </p>
      )}
      <TextField
        label="Image URL"
        type="url"
        inputMode="url"
        placeholder="https://…"
        value={isUpload ? '' : (value ?? '')}
        hint={
          isUpload
            ? 'Using the uploaded image. Enter a URL to use that instead.'
            : `An https link, or upload a PNG, JPEG, GIF or WebP of up to ${AVATAR_MAX_KB} KB.`
        }
        error={error}
        onChange={(event) => onChange(event.target.value.trim() || null)}
      />
    </fieldset>
  );
}
