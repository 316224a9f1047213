import { AlertCircle, FileSearch } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface ReportStateCardProps {
  tone: 'error' | 'empty';
  message: string;
  onRefresh?: () => void;
  onBack: () => void;
}

/** The report's error and empty states (cv-spec §8 "ATS analytics"): the message, Refresh and Go Back. */
export function ReportStateCard({ tone, message, onRefresh, onBack }: ReportStateCardProps) {
  const Icon = tone === 'error' ? AlertCircle : FileSearch;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-xl border border-border bg-card p-8 text-center shadow-sm">
      <Icon
        className={tone === 'error' ? 'size-10 text-danger' : 'size-10 text-muted-foreground'}
        aria-hidden="true"
      />
      <p role={tone === 'error' ? 'alert' : 'status'} className="text-sm">
        {message}
      </p>
      <div className="flex gap-2">
        {onRefresh && <Button onClick={onRefresh}>Refresh</Button>}
        <Button variant="secondary" onClick={onBack}>
          Go Back
        </Button>
      </div>
    </div>
  );
}
