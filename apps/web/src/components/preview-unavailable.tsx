import { FileX } from 'lucide-react';

/** Where the sheet would be: "Preview content not available" or "No CV Generated Yet." */
export function PreviewUnavailable({ message }: { message: string }) {
  return (
    <div
      role="status"
      className="grid min-h-80 place-items-center rounded-xl border border-dashed border-border bg-muted/30 p-8 text-center"
    >
      <div className="space-y-2">
        <FileX className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{message}</p>
      </div>
    </div>
  );
}
