export { toJsonResume } from './to-json-resume';
export { fromJsonResume } from './from-json-resume';
export * from './types';
