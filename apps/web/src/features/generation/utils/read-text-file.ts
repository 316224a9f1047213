import { JOB_DESCRIPTION_FILE_TYPES } from '@cvforge/contracts';

export const NOT_A_TEXT_FILE = 'Please choose a .txt file';

/** The job description from a .txt file; anything but text/plain is refused. */
export async function readJobDescriptionFile(file: File): Promise<string> {
  if (file.type !== JOB_DESCRIPTION_FILE_TYPES.mime) throw new Error(NOT_A_TEXT_FILE);
  return (await file.text()).trim();
}
