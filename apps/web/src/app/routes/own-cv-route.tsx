import { Outlet, useParams } from 'react-router';
import { CvNotFound } from '@/components/cv-not-found';
import { useCvStatus } from '@/features/cvs/api/get-cv-status';
import { ApiError } from '@/lib/api-error';
import { PageLoader } from '../layouts/page-loader';

/** An id that is not a CV of this user: unknown (404), another user's (404), or malformed (400). */
const isNotACv = (error: Error | null) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

function OwnCvCheck({ cvId }: { cvId: string }) {
  const status = useCvStatus(cvId);
  if (status.isPending) return <PageLoader />;
  if (isNotACv(status.error)) return <CvNotFound />;
  // Any other failure is the page's to report, with its own words and retry.
  return <Outlet />;
}

/**
 * The parent of every route under /app that takes a CV id (src/app/router.tsx): an id that is not
 * one of this user's CVs shows "CV Not Found" on each of them, rather than each page reading a 404
 * of its own data its own way ("Run ATS analysis", "Failed to load CV content").
 */
export function OwnCvRoute() {
  const { id, cvId } = useParams();
  const key = id ?? cvId;
  return key ? <OwnCvCheck key={key} cvId={key} /> : <Outlet />;
}
