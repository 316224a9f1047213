import type { CvVersion } from '@cvforge/contracts';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

const versionDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOf = (version: CvVersion) => versionDate.format(new Date(version.created_at));

interface VersionHistoryProps {
  versions: CvVersion[] | undefined;
  isError: boolean;
  isRestoring: boolean;
  /** Resolves once the version is restored (the dialog then closes). */
  onRestore: (version: CvVersion) => Promise<unknown>;
}

/** Earlier contents of the CV, newest first; restoring one asks first. */
export function VersionHistory({ versions, isError, isRestoring, onRestore }: VersionHistoryProps) {
  const [pending, setPending] = useState<CvVersion | null>(null);

  async function handleConfirm() {
    if (!pending) return;
    try {
      await onRestore(pending);
      setPending(null);
    } catch {
      // The caller's toast tells why; the dialog stays for another try.
    }
  }

  return (
    <section
      aria-labelledby="version-history-heading"
      className="rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <h2 id="version-history-heading" className="flex items-center gap-2 font-medium">
        <History className="size-4" aria-hidden="true" />
        Version history
      </h2>
      {isError ? (
        <p className="mt-2 text-sm text-muted-foreground">Could not load earlier versions.</p>
      ) : !versions ? (
        <p className="mt-2 text-sm text-muted-foreground">Loading versions...</p>
      ) : versions.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">No earlier versions yet.</p>
      ) : (
        <ul aria-label="Earlier versions" className="mt-2 divide-y divide-border">
          {versions.map((version) => (
            <li key={version.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <div>
                <time dateTime={version.created_at} className="block font-medium">
                  {dateOf(version)}
                </time>
                <span className="text-muted-foreground">
                  {version.section_count} {version.section_count === 1 ? 'section' : 'sections'}
                </span>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Restore version of ${dateOf(version)}`}
                onClick={() => setPending(version)}
              >
                Restore
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Restore this version?"
        description={
          pending
            ? `The CV goes back to its content of ${dateOf(pending)}. The current content is kept as a version.`
            : undefined
        }
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setPending(null)}>
            Cancel
          </Button>
          <Button onClick={() => void handleConfirm()} disabled={isRestoring}>
            {isRestoring ? 'Restoring…' : 'Restore'}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
