import { GENERATE_BUTTON_LABELS, WIZARD_TEXT } from '@cvforge/contracts';
import { Clock, LoaderCircle, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { LimitBanner } from '@/components/limit-banner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useStartGeneration, type GenerationPermission } from '../hooks/use-start-generation';
import { useWizardStore } from '../store';
import { estimatedGenerationTime } from '../utils/generation-body';
import { JobSummary } from './job-summary';

export interface GenerateStepProps {
  permission: GenerationPermission;
  onStarted: Parameters<typeof useStartGeneration>[0]['onStarted'];
}

/** Step 3 "Generate": the Generation Summary, the sections, the estimated time and the start. */
export function GenerateStep({ permission, onStarted }: GenerateStepProps) {
  const data = useWizardStore((state) => state.data);
  const sections = useWizardStore((state) => state.sections);
  const isGenerating = useWizardStore((state) => state.generation.isGenerating);
  const generation = useStartGeneration({ permission, onStarted });
  const [isBannerDismissed, setIsBannerDismissed] = useState(false);
  const { limit } = generation;
  const label = isGenerating
    ? GENERATE_BUTTON_LABELS.generating
    : limit
      ? GENERATE_BUTTON_LABELS.limitReached
      : GENERATE_BUTTON_LABELS.idle;

  return (
    <div className="space-y-5">
      {limit && !isBannerDismissed && (
        <LimitBanner
          usageType="cv_generation"
          current={limit.current}
          limit={limit.limit}
          message={limit.message}
          onDismiss={() => setIsBannerDismissed(true)}
        />
      )}
      <section
        aria-labelledby="generation-summary"
        className="space-y-4 rounded-xl border border-border bg-card p-5"
      >
        <h3 id="generation-summary" className="text-lg font-semibold">
          {WIZARD_TEXT.generationSummary}
        </h3>
        <JobSummary
          companyName={data.jobDescription.companyName}
          jobTitle={data.jobDescription.jobTitle}
          templateName={data.jobDescription.template?.name}
          customization={data.customization}
          sections={sections}
          listSections
        />
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Clock className="size-4" aria-hidden="true" />
          {`${WIZARD_TEXT.estimatedTime}: ${estimatedGenerationTime('job-specific')}`}
        </p>
      </section>
      {generation.problems.length > 0 && (
        <Alert tone="error">
          <ul>
            {generation.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Button
        size="lg"
        className="w-full"
        onClick={() => void generation.start()}
        disabled={isGenerating || limit !== null || generation.isChecking}
      >
        {isGenerating ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Sparkles className="size-4" aria-hidden="true" />
        )}
        {label}
      </Button>
    </div>
  );
}
