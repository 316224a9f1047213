import { PenLine, Target, Upload } from 'lucide-react';
import { paths } from '@/config/paths';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CreateOptionCard } from '../components/create-option-card';

type Mode = 'choose' | 'upload' | 'manual';

interface CreateCvPageProps {
  /** The upload screen, composed by the route with the usage gate. */
  renderUpload: (props: { onCancel: () => void }) => ReactNode;
  /** The "Create Your CV" form, composed by the route from the editor feature. */
  renderManual: (props: { onCancel: () => void }) => ReactNode;
  /** Extra ways to start on the choose screen (the editor's "Import JSON Resume"). */
  importAction?: ReactNode;
}

/**
 * /app/create-cv (docs/product.md §C2, §C4): choose, then upload or manual; Cancel returns to choose.
 * The mode lives in ?mode= so the browser's Back works too.
 */
export function CreateCvPage({ renderUpload, renderManual, importAction }: CreateCvPageProps) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('mode');
  const mode: Mode = raw === 'upload' || raw === 'manual' ? raw : 'choose';
  const choose = () => setParams({});

  if (mode === 'upload') return renderUpload({ onCancel: choose });
  if (mode === 'manual') return renderManual({ onCancel: choose });
  return (
    <div className="mx-auto max-w-4xl py-8 sm:py-12">
      <title>Create CV · cvforge</title>
      <header className="text-center">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Create Your CV</h1>
        <p className="mt-2 text-muted-foreground">How would you like to start?</p>
      </header>
      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        <CreateOptionCard
          icon={Upload}
          title="Upload Existing CV"
          badge="Fastest"
          description="Turn the CV you already have into an editable one."
          points={['Supports PDF', 'Ready to edit in under 30 seconds']}
          onSelect={() => setParams({ mode: 'upload' })}
        />
        <CreateOptionCard
          icon={PenLine}
          title="Build from Scratch"
          badge="Detailed"
          description="Write your CV section by section with hints along the way."
          points={['Guided step by step', 'Every section of a complete CV']}
          onSelect={() => setParams({ mode: 'manual' })}
        />
        <CreateOptionCard
          icon={Target}
          title="Tailor to a Job"
          badge="AI"
          description="Generate a CV matched to a job description from one of your CVs."
          points={['Paste a job or import its URL', 'Optional cover letter']}
          to={paths.app.generateCv.getHref()}
        />
      </div>
      {importAction && (
        <div className="mt-6 flex flex-col items-center gap-2 text-sm text-muted-foreground">
          <p>Have a JSON Resume file? Import it and review it in the form.</p>
          {importAction}
        </div>
      )}
    </div>
  );
}
