import {
  JOB_URL_MESSAGES,
  WIZARD_TEXT,
  jobUrlFormSchema,
  type JobUrlResult,
} from '@cvforge/contracts';
import { Link2, LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { inputClassName } from '@/components/ui/text-field';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/error-messages';
import { showToast } from '@/lib/toast';
import { useProcessJobUrl } from '../api/process-job-url';

/** The quick job-URL fetch (BETA): Enter or Import fills company, title and description. */
export function JobUrlImport({ onImported }: { onImported: (job: JobUrlResult) => void }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const process = useProcessJobUrl();
  const id = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = jobUrlFormSchema.safeParse({ url });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? JOB_URL_MESSAGES.required);
      return;
    }
    setError(null);
    process.mutate(parsed.data.url, {
      onSuccess: onImported,
      onError: (failure) => {
        const message = messageOf(failure) || JOB_URL_MESSAGES.failed;
        // The server's reasons already name anti-bot protection where it may be the cause.
        const full = /anti-bot/i.test(message)
          ? message
          : `${message} ${WIZARD_TEXT.jobUrlAntiBot}`;
        setError(full);
        showToast({ type: 'error', title: JOB_URL_MESSAGES.failed, message: full });
      },
    });
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-label="Import from a job posting URL"
      className="space-y-2 rounded-xl border border-dashed border-border p-4"
    >
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium">
        <Link2 className="size-4 text-accent" aria-hidden="true" />
        Job posting URL
        <span className="rounded-full bg-accent/15 px-1.5 py-px text-[0.65rem] font-semibold tracking-wide text-accent">
          {WIZARD_TEXT.jobUrlBeta}
        </span>
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="url"
          inputMode="url"
          placeholder="https://careers.example.com/jobs/123"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={inputClassName}
        />
        <Button type="submit" variant="secondary" disabled={process.isPending}>
          {process.isPending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          {process.isPending ? 'Importing...' : 'Import'}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        We read the company, title and description from the posting.
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
