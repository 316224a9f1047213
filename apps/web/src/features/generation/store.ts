import {
  WIZARD_DEFAULTS,
  type ContentSourceOption,
  type Customization,
  type CvSectionRef,
  type GenerationState,
  type WizardData,
  type WizardTemplate,
} from '@cvforge/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { WIZARD_STORAGE_KEY } from '@/config/constants';
import { defaultWizardSections } from './utils/wizard-sections';

/** The details form's fields as the wizard holds them (they may still be invalid). */
export interface WizardJob {
  companyName: string;
  jobTitle: string;
  description: string;
  template: WizardTemplate | null;
}

export const IDLE_GENERATION: GenerationState = {
  isGenerating: false,
  isOptimizing: false,
  type: null,
  error: null,
  limitExceeded: false,
};

interface WizardStore {
  data: WizardData;
  sections: CvSectionRef[];
  /**
   * The furthest step (0-based) reached with Next in the reading shown. The step shown is in the
   * address (?step=N, src/features/generation/hooks/use-wizard-step.ts), held to this.
   */
  reached: number;
  /** The CV a generation started (reading B's step 4 "result"). */
  resultCvId: string | null;
  generation: GenerationState;
  setReached: (step: number) => void;
  setSourceOption: (option: ContentSourceOption) => void;
  selectCv: (id: string | null) => void;
  setMethod: (method: string) => void;
  setJob: (job: WizardJob) => void;
  setCustomization: (customization: Customization) => void;
  setSections: (sections: CvSectionRef[]) => void;
  setGeneration: (patch: Partial<GenerationState>) => void;
  setResult: (cvId: string) => void;
  reset: () => void;
}

const initial = () => ({
  data: structuredClone(WIZARD_DEFAULTS),
  sections: defaultWizardSections(),
  reached: 0,
  resultCvId: null,
  generation: IDLE_GENERATION,
});

/**
 * The generation wizard's state, shared by the three-step and the five-step readings. It is kept in
 * the tab's session storage (all but the generation in flight), so Back, Forward and Reload find
 * the same inputs (docs/decisions/027-drafts-and-leave-prompts.md); signing out clears it.
 */
export const useWizardStore = create<WizardStore>()(
  persist(
    (set) => ({
      ...initial(),
      setReached: (reached) => set({ reached }),
      setSourceOption: (sourceOption) => set(({ data }) => ({ data: { ...data, sourceOption } })),
      selectCv: (id) =>
        set(({ data }) => ({ data: { ...data, selectedCVId: id, selectedBaselineCVId: id } })),
      setMethod: (method) => set(({ data }) => ({ data: { ...data, method } })),
      setJob: (jobDescription) => set(({ data }) => ({ data: { ...data, jobDescription } })),
      setCustomization: (customization) =>
        set(({ data }) => ({ data: { ...data, customization } })),
      setSections: (sections) => set({ sections }),
      setGeneration: (patch) =>
        set(({ generation }) => ({ generation: { ...generation, ...patch } })),
      setResult: (resultCvId) => set({ resultCvId }),
      reset: () => set(initial()),
    }),
    {
      name: WIZARD_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => window.sessionStorage),
      partialize: ({ data, sections, reached, resultCvId }) => ({
        data,
        sections,
        reached,
        resultCvId,
      }),
    },
  ),
);
