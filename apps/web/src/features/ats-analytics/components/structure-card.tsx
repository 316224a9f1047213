import type { EvidenceItem, StructureAnalysis } from '@cvforge/contracts';
import { Check, X } from 'lucide-react';
import { Meter } from './meter';
import { RecommendationList } from './recommendation-list';
import { ReportCard } from './report-card';

interface StructureCardProps {
  structure: StructureAnalysis;
  evidence?: EvidenceItem[];
}

/** Which sections the CV has, and how complete each is. */
export function StructureCard({ structure, evidence }: StructureCardProps) {
  const sections = Object.entries(structure.sections);
  return (
    <ReportCard title="Structure" score={structure.score} evidence={evidence}>
      <table className="w-full text-sm">
        <caption className="sr-only">Sections</caption>
        <thead className="text-left text-muted-foreground">
          <tr>
            <th scope="col" className="pb-2 font-medium">
              Section
            </th>
            <th scope="col" className="pb-2 font-medium">
              Present
            </th>
            <th scope="col" className="w-2/5 pb-2 font-medium">
              Completeness
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {sections.map(([name, check]) => (
            <tr key={name}>
              <th scope="row" className="py-2 pr-2 text-left font-medium capitalize">
                {name}
              </th>
              <td className="py-2">
                {check.present ? (
                  <Check className="size-4 text-emerald-600" aria-hidden="true" />
                ) : (
                  <X className="size-4 text-red-600" aria-hidden="true" />
                )}
                <span className="sr-only">{check.present ? 'Yes' : 'No'}</span>
              </td>
              <td className="py-2">
                <div className="flex items-center gap-2">
                  <Meter label={`${name} completeness`} value={check.completeness} />
                  <span className="w-10 text-right tabular-nums">
                    {Math.round(check.completeness)}%
                  </span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <RecommendationList items={structure.recommendations} />
    </ReportCard>
  );
}
