import { PenLine, Upload } from 'lucide-react';
import { paths } from '@/config/paths';
import { CreateOptionCard } from '../components/create-option-card';

/** /app/onboarding: where a user without CVs lands; two ways to the first one. */
export function OnboardingPage() {
  return (
    <div className="mx-auto max-w-3xl py-12 sm:py-16">
      <title>Welcome · cvforge</title>
      <div className="text-center">
        <p className="text-sm font-medium text-accent">Welcome to cvforge</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          Let’s get your first CV ready
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-pretty text-muted-foreground">
          Start from the CV you already have, or build a new one with guidance. You can tailor it to
          a job and check its ATS score afterwards.
        </p>
      </div>
      <div className="mt-10 grid gap-4 sm:grid-cols-2">
        <CreateOptionCard
          icon={Upload}
          title="Upload Existing CV"
          badge="Fastest"
          description="Upload your PDF; we read it into an editable CV."
          points={['Supports PDF', 'Ready to edit in under 30 seconds']}
          to={paths.app.uploadCv.getHref()}
        />
        <CreateOptionCard
          icon={PenLine}
          title="Build from Scratch"
          badge="Detailed"
          description="Fill in your experience section by section."
          points={['Guided step by step', 'Every section of a complete CV']}
          to={paths.app.createCv.getHref()}
        />
      </div>
    </div>
  );
}
