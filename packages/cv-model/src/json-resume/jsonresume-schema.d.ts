/** The official validator (packages/cv-model/package.json devDependencies) ships no types. */
declare module '@jsonresume/schema' {
  export function validate(
    resume: unknown,
    callback: (errors: { stack: string }[] | null, valid: boolean) => void,
  ): void;
  export const schema: Record<string, unknown>;
}
