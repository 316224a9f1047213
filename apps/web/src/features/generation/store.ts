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
  /** 0-based step of whichever reading is shown; both readings share the data. */
  step: number;
  /** The CV a generation started (reading B's step 4 "result"). */
  resultCvId: string | null;
  generation: GenerationState;
  setStep: (step: number) => void;
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
  step: 0,
  resultCvId: null,
  generation: IDLE_GENERATION,
});

/** The generation wizard's state, shared by the three-step and the five-step readings. */
export const useWizardStore = create<WizardStore>()((set) => ({
  ...initial(),
  setStep: (step) => set({ step }),
  setSourceOption: (sourceOption) => set(({ data }) => ({ data: { ...data, sourceOption } })),
  selectCv: (id) =>
    set(({ data }) => ({ data: { ...data, selectedCVId: id, selectedBaselineCVId: id } })),
  setMethod: (method) => set(({ data }) => ({ data: { ...data, method } })),
  setJob: (jobDescription) => set(({ data }) => ({ data: { ...data, jobDescription } })),
  setCustomization: (customization) => set(({ data }) => ({ data: { ...data, customization } })),
  setSections: (sections) => set({ sections }),
  setGeneration: (patch) => set(({ generation }) => ({ generation: { ...generation, ...patch } })),
  setResult: (resultCvId) => set({ resultCvId }),
  reset: () => set(initial()),
}));
