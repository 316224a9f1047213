import {
  GENERATION_MESSAGES,
  type CheckActionResponse,
  type GenerateFromJobBody,
  type GenerationResult,
} from '@cvforge/contracts';
import { useState } from 'react';
import { showToast } from '@/lib/toast';
import { useGenerateFromJob } from '../api/generate-from-job';
import { IDLE_GENERATION, useWizardStore } from '../store';
import { generationBody } from '../utils/generation-body';
import { limitFromAnswer, limitFromCheck, type GenerationLimit } from '../utils/generation-limit';

/** The cv_generation permission check, run by the route through the usage feature. */
export interface GenerationPermission {
  data: CheckActionResponse | undefined;
  isPending: boolean;
  refetch: () => Promise<{ data?: CheckActionResponse }>;
}

interface StartGenerationOptions {
  permission: GenerationPermission;
  /** The generation was accepted: the CV it makes, and what was asked for. */
  onStarted: (result: GenerationResult, body: GenerateFromJobBody) => void;
}

const failureText = (error: unknown) =>
  error instanceof Error && error.message.trim()
    ? error.message
    : GENERATION_MESSAGES.failedToGenerate;

/**
 * Step 3 (docs/product.md §C4, §C8): pre-checks, a fresh permission check, then the call. A refusal for
 * the monthly limit (by the check, data.limit_exceeded or a LIMIT_EXCEEDED error) shows the banner.
 */
export function useStartGeneration({ permission, onStarted }: StartGenerationOptions) {
  const generate = useGenerateFromJob();
  const setGeneration = useWizardStore((state) => state.setGeneration);
  const [answerLimit, setAnswerLimit] = useState<GenerationLimit | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const limit = answerLimit ?? limitFromCheck(permission.data);

  async function start() {
    const { data, sections } = useWizardStore.getState();
    const built = generationBody(data, sections);
    if (!built.ok) {
      setProblems(built.problems);
      return;
    }
    setProblems([]);
    setGeneration({ ...IDLE_GENERATION, isGenerating: true, type: 'job-specific' });
    const blocked = limitFromCheck((await permission.refetch()).data);
    if (blocked) {
      setAnswerLimit(blocked);
      setGeneration({ isGenerating: false, limitExceeded: true });
      return;
    }
    try {
      const response = await generate.mutateAsync(built.body);
      const exceeded = limitFromAnswer(response.data);
      if (exceeded) {
        setAnswerLimit(exceeded);
        setGeneration({ isGenerating: false, limitExceeded: true });
        return;
      }
      setGeneration({ isGenerating: false });
      showToast({ type: 'info', ...GENERATION_MESSAGES.started });
      onStarted(response.data as GenerationResult, built.body);
    } catch (error) {
      const exceeded = limitFromAnswer(error);
      if (exceeded) {
        setAnswerLimit(exceeded);
        setGeneration({ isGenerating: false, limitExceeded: true });
        return;
      }
      const message = failureText(error);
      setGeneration({ isGenerating: false, error: message });
      showToast({ type: 'error', title: GENERATION_MESSAGES.failedToast, message });
    }
  }

  return { start, limit, problems, isChecking: permission.isPending };
}
