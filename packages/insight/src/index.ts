export type * from './types';
export { createBuiltInEngine, quickAtsScore, type BuiltInEngineOptions } from './engine';
export { defaultKnowledge } from './knowledge';
export { createLlmEngine, type LlmEngineOptions } from './llm';
export type * from './tailor/types';
export { matchScoreFromJobMatch } from './tailor/levels';
export { briefOverviewCv } from './overview/brief-overview';
export { optimizeCv, type OptimizeOptions } from './optimize/optimize-cv';
