import {
  IMPROVEMENT_TOASTS,
  TYPES_NEEDING_TARGET,
  type AtsAnalytics,
  type ImprovementSuggestion,
  type ImprovementType,
} from '@cvforge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { CVS_QUERY_KEY } from '@/lib/query-keys';
import { showToast } from '@/lib/toast';
import type { GeneratedImprovements } from '../api/get-generated-improvements';
import { useImprovementToggles } from '../hooks/use-improvement-toggles';
import { experienceTargets, readCvContent } from '../utils/cv-content';
import { groupImprovements } from '../utils/improvement-groups';
import { answered, notReadyReason, type ImprovementAnswer } from '../utils/improvement-answers';
import { addedTexts } from '../utils/improvement-text';
import { CompanyPickerDialog } from './company-picker-dialog';
import { ExpectedImpact } from './expected-impact';
import { ImproveHeader } from './improve-header';
import { ImprovePreview } from './improve-preview';
import { ImprovementGroups } from './improvement-groups';
import { ReportEssentials } from './report-essentials';

const needsTarget = (type: ImprovementType) =>
  (TYPES_NEEDING_TARGET as readonly ImprovementType[]).includes(type);

interface ImproveWorkspaceProps {
  cvId: string;
  initial: GeneratedImprovements;
  report: AtsAnalytics | null;
  onBack: () => void;
}

/** Recommendations on the left, the live preview on the right (docs/product.md §C2 "Improvements page"). */
export function ImproveWorkspace({ cvId, initial, report, onBack }: ImproveWorkspaceProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toggles = useImprovementToggles(cvId, initial);
  const [picking, setPicking] = useState<ImprovementSuggestion | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const improvements = initial.generated_improvements;
  const groups = useMemo(() => groupImprovements(improvements), [improvements]);
  const content = useMemo(() => readCvContent(toggles.content), [toggles.content]);
  const highlights = useMemo(
    () =>
      improvements
        .filter((item) => toggles.applied.has(item.id))
        .map((item) => answered(item, toggles.answers.get(item.id) ?? {}))
        .flatMap(addedTexts),
    [improvements, toggles.applied, toggles.answers],
  );

  const setProblem = (id: string, problem: string | null) =>
    setProblems((current) => {
      const next = new Map(current);
      if (problem) next.set(id, problem);
      else next.delete(id);
      return next;
    });

  function handleToggle(improvement: ImprovementSuggestion, on: boolean) {
    // Not applied until the user's words are in and their skills confirmed (decision 032).
    const problem = on
      ? notReadyReason(improvement, toggles.answers.get(improvement.id) ?? {})
      : null;
    setProblem(improvement.id, problem);
    if (problem) return;
    if (!on) toggles.unapply(improvement.id);
    else if (needsTarget(improvement.type)) setPicking(improvement);
    else toggles.apply(improvement.id);
  }

  function handleAnswer(improvement: ImprovementSuggestion, answer: ImprovementAnswer) {
    toggles.answer(improvement.id, answer);
    if (problems.has(improvement.id))
      setProblem(improvement.id, notReadyReason(improvement, answer));
  }

  function handleChoose(company: string) {
    if (picking) toggles.apply(picking.id, company);
    setPicking(null);
  }

  async function handleSave() {
    if (toggles.applied.size === 0) {
      showToast({ type: 'warning', ...IMPROVEMENT_TOASTS.noneSelected });
      return;
    }
    setIsSaving(true);
    try {
      await toggles.flush();
    } catch {
      setIsSaving(false);
      showToast({ type: 'error', ...IMPROVEMENT_TOASTS.saveFailed });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: CVS_QUERY_KEY });
    showToast({ type: 'success', ...IMPROVEMENT_TOASTS.saved });
    await navigate(paths.app.cvPreview.getHref(cvId));
  }

  return (
    <div className="space-y-6 py-8">
      <title>AI Improvements · cvforge</title>
      <ImproveHeader
        appliedCount={toggles.applied.size}
        isSaving={isSaving}
        onBack={onBack}
        onSave={() => void handleSave()}
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          {report && <ReportEssentials report={report} />}
          {report?.potential && <ExpectedImpact potential={report.potential} />}
          <ImprovementGroups
            groups={groups}
            applied={toggles.applied}
            answers={toggles.answers}
            problems={problems}
            onToggle={handleToggle}
            onAnswer={handleAnswer}
          />
        </div>
        <div className="min-w-0 lg:sticky lg:top-4">
          <ImprovePreview cvId={cvId} content={content} highlights={highlights} />
        </div>
      </div>
      <CompanyPickerDialog
        improvement={picking}
        targets={experienceTargets(content)}
        onChoose={handleChoose}
        onCancel={() => setPicking(null)}
      />
    </div>
  );
}
