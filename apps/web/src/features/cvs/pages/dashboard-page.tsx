import { FilePlus2, Upload } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/error-messages';
import { useCvs } from '../api/get-cvs';
import { CreateOptionCard } from '../components/create-option-card';
import { CvList } from '../components/cv-list';
import { DismissibleError } from '../components/dismissible-error';

/** /app (docs/product.md §C2): the CV list, or onboarding when there is none. */
export function DashboardPage() {
  const { data, error, isPending, refetch } = useCvs();
  const [dismissedError, setDismissedError] = useState<unknown>(null);

  if (data && data.cvs.length === 0) {
    return <Navigate to={paths.app.onboarding.getHref()} replace />;
  }
  return (
    <div className="space-y-8 py-8 sm:py-10">
      <title>Dashboard · cvforge</title>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Dashboard</h1>
        <p className="mt-1 text-muted-foreground">Create, upload and manage your CVs.</p>
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        <CreateOptionCard
          icon={FilePlus2}
          title="Create New CV"
          description="Build a CV step by step, or tailor one to a job."
          to={paths.app.createCv.getHref()}
        />
        <CreateOptionCard
          icon={Upload}
          title="Upload Existing CV"
          description="Upload a PDF and get a preview and an ATS score."
          to={paths.app.uploadCv.getHref()}
        />
      </div>
      {error && error !== dismissedError && (
        <DismissibleError
          message={messageOf(error)}
          onDismiss={() => setDismissedError(error)}
          onRetry={() => void refetch()}
        />
      )}
      <CvList cvs={data?.cvs ?? []} total={data?.total ?? 0} isLoading={isPending && !error} />
    </div>
  );
}
