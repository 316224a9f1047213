import { jsonResumeKeptSchema, type CvMetadata } from '@cvforge/contracts';
import { carried } from './kept';
import { fieldsOf, isRecord, pick, pickText, toText, type Fields, type Rec } from './values';

function templateId(fields: Fields): string {
  const template = pick(fields, ['templateid', 'template']);
  return isRecord(template) ? pickText(fieldsOf(template), ['id', 'templateid']) : toText(template);
}

/**
 * metadata comes first; then the CV root and its wrappers, since a generated CV record keeps
 * the job it targets as `job_title` beside `generated_content`.
 */
export function readMetadata(root: Rec, wrappers: readonly Rec[]): CvMetadata {
  const metadata = fieldsOf(pick(fieldsOf(root), ['metadata', 'meta']));
  const around = [root, ...wrappers].map(fieldsOf);
  const firstAround = (read: (fields: Fields) => string) =>
    around.map(read).find((text) => text !== '') ?? '';
  return {
    target_role:
      pickText(metadata, ['targetrole', 'role', 'jobtitle', 'targetjob', 'targetposition']) ||
      firstAround((fields) => pickText(fields, ['targetrole', 'jobtitle'])),
    template_id: templateId(metadata) || firstAround(templateId),
    ...carried(metadata, 'json_resume', jsonResumeKeptSchema),
  };
}
