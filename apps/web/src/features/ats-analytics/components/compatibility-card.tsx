import type { AtsCompatibility, EvidenceItem } from '@cvforge/contracts';
import { ReportCard } from './report-card';

interface CompatibilityCardProps {
  compatibility: AtsCompatibility;
  evidence?: EvidenceItem[];
}

/** How well applicant tracking systems read the file. */
export function CompatibilityCard({ compatibility, evidence }: CompatibilityCardProps) {
  const rows: [string, string][] = [
    ['PDF parsing', compatibility.pdfParsing],
    ['Structure recognition', compatibility.structureRecognition],
  ];
  return (
    <ReportCard title="ATS Compatibility" badge={compatibility.overall} evidence={evidence}>
      <dl className="space-y-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="font-medium text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </ReportCard>
  );
}
