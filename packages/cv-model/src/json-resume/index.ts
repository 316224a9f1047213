export { toJsonResume } from './to-json-resume';
export { fromJsonResume } from './from-json-resume';
export { keptDocumentFields, keptJsonResumeFields } from './kept-fields';
export * from './types';
