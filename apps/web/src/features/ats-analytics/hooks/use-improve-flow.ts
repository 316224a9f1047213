import { IMPROVEMENT_TOASTS, isFinishedSuggestion, type AtsAnalytics } from '@cvforge/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getGeneratedImprovements } from '@/lib/generated-improvements';
import { showToast } from '@/lib/toast';
import { generateImprovements } from '../api/generate-improvements';

/** Stored improvements, or none when they cannot be read (the flow then generates them). */
async function hasStoredImprovements(cvId: string): Promise<boolean> {
  try {
    return (await getGeneratedImprovements(cvId)).generated_improvements.length > 0;
  } catch {
    return false;
  }
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message.trim() ? error.message : undefined;

/**
 * docs/product.md §C4 "Improve flow from ATS": existing improvements open the improve page; otherwise the
 * report's suggestions are generated first (none: the CV is already well optimised).
 */
export function useImproveFlow(cvId: string, report: AtsAnalytics) {
  const navigate = useNavigate();
  const [isImproving, setIsImproving] = useState(false);
  const improveHref = paths.app.improve.getHref(cvId);

  async function run() {
    if (await hasStoredImprovements(cvId)) {
      await navigate(improveHref);
      return;
    }
    // A report stored before suggestions asked for the user's words may hold placeholders.
    const suggestions = (report.suggestions ?? []).filter(isFinishedSuggestion);
    if (suggestions.length === 0) {
      showToast({ type: 'info', ...IMPROVEMENT_TOASTS.noneAvailable });
      return;
    }
    try {
      const response = await generateImprovements(cvId, suggestions);
      showToast({ type: 'info', ...IMPROVEMENT_TOASTS.available, message: response.message });
    } catch (error) {
      showToast({
        type: 'error',
        title: IMPROVEMENT_TOASTS.generationFailed.title,
        message: messageOf(error) ?? IMPROVEMENT_TOASTS.generationFailed.message,
      });
      return;
    }
    await navigate(improveHref);
  }

  async function improve() {
    setIsImproving(true);
    try {
      await run();
    } finally {
      setIsImproving(false);
    }
  }

  return { improve, isImproving };
}
