import type { EvidenceItem, IndustryStandards } from '@cvforge/contracts';
import { ChipList } from './chip-list';
import { Meter } from './meter';
import { ReportCard } from './report-card';

interface IndustryCardProps {
  standards: IndustryStandards;
  evidence?: EvidenceItem[];
}

/** Compliance with the industry's expectations and the standards still missing. */
export function IndustryCard({ standards, evidence }: IndustryCardProps) {
  return (
    <ReportCard title="Industry Standards" evidence={evidence}>
      <div className="space-y-1.5">
        <p className="flex justify-between text-sm">
          <span className="text-muted-foreground">Compliance</span>
          <span className="font-medium">{Math.round(standards.compliance)}%</span>
        </p>
        <Meter label="Compliance" value={standards.compliance} />
      </div>
      <ChipList
        label="Missing standards"
        items={standards.missingStandards}
        tone="missing"
        emptyText="Nothing missing"
      />
    </ReportCard>
  );
}
