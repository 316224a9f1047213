import { CAREER_JOB_DESCRIPTION_TOO_SHORT, JOB_DESCRIPTION_MIN_CHARS } from '@cvforge/contracts';
import { LoaderCircle, Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { inputClassName, TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import {
  toStartCareerAnalyticsBody,
  useStartCareerAnalytics,
  type CareerAnalyticsRun,
  type CareerAnalyticsTargetInput,
} from '@/lib/start-career-analytics';

const EMPTY: CareerAnalyticsTargetInput = { jobTitle: '', companyName: '', jobDescription: '' };

interface CareerAnalyticsStartDialogProps {
  /** The CV to analyse, or "default" for the user's default CV. */
  cvId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Run career analytics": an optional target job (title, company, a pasted description). Start
 * sends only the filled fields, then goes to the processing page; with nothing filled the
 * server compares the CV with its target role or latest title.
 */
export function CareerAnalyticsStartDialog({
  cvId,
  open,
  onOpenChange,
}: CareerAnalyticsStartDialogProps) {
  const [input, setInput] = useState(EMPTY);
  const start = useStartCareerAnalytics(cvId);
  const navigate = useNavigate();
  const descriptionId = useId();
  const noteId = useId();
  const errorId = useId();
  const [descriptionError, setDescriptionError] = useState<string | null>(null);

  const handleOpenChange = (isOpen: boolean) => {
    if (!isOpen) {
      setInput(EMPTY);
      setDescriptionError(null);
    }
    onOpenChange(isOpen);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const description = input.jobDescription.trim();
    // A few words are not a job to compare with: say so rather than quietly ignore them.
    if (description && description.length < JOB_DESCRIPTION_MIN_CHARS) {
      setDescriptionError(CAREER_JOB_DESCRIPTION_TOO_SHORT);
      document.getElementById(descriptionId)?.focus();
      return;
    }
    setDescriptionError(null);
    const body = toStartCareerAnalyticsBody(input);
    // Taken before the request: a fast engine can finish before the processing page opens.
    const run: CareerAnalyticsRun = { startedAt: Date.now(), body };
    start.mutate(body, {
      onSuccess: () => {
        handleOpenChange(false);
        void navigate(paths.app.analyticsProcessing.getHref(cvId), { state: run });
      },
    });
  };

  const field = (name: keyof CareerAnalyticsTargetInput) => ({
    value: input[name],
    onChange: (event: { target: { value: string } }) =>
      setInput((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      title="Run career analytics"
      description="Measure this CV against a job: its match score, interview chances, skill gaps and an action plan."
      className="max-w-2xl"
    >
      <form onSubmit={handleSubmit} className="space-y-4" aria-label="Run career analytics">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Job title" maxLength={200} autoComplete="off" {...field('jobTitle')} />
          <TextField
            label="Company"
            maxLength={200}
            autoComplete="organization"
            {...field('companyName')}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={descriptionId} className="block text-sm font-medium">
            Job description
          </label>
          <textarea
            id={descriptionId}
            rows={10}
            maxLength={20_000}
            placeholder="Paste the job advert here"
            aria-describedby={descriptionError ? `${errorId} ${noteId}` : noteId}
            aria-invalid={descriptionError ? true : undefined}
            className={cn(inputClassName, 'h-auto min-h-48 resize-y py-2 leading-relaxed')}
            {...field('jobDescription')}
          />
          {descriptionError && (
            <p id={errorId} className="text-xs font-medium text-danger">
              {descriptionError}
            </p>
          )}
          <p id={noteId} className="text-xs text-muted-foreground">
            Optional. Without a job description the CV is compared with its target role (or its
            latest job title).
          </p>
        </div>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => handleOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={start.isPending}>
            {start.isPending ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Sparkles className="size-4" aria-hidden="true" />
            )}
            Start analysis
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
