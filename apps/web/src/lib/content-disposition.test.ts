import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './content-disposition';

describe('fileNameFromContentDisposition', () => {
  it.each([
    [`attachment; filename="plain.pdf"; filename*=UTF-8''J%C3%BCrgen%20CV.pdf`, 'Jürgen CV.pdf'],
    [`attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf; filename="resume.pdf"`, 'résumé.pdf'],
    ['attachment; filename="Data Engineer.pdf"', 'Data Engineer.pdf'],
    ['attachment; filename=cv.pdf', 'cv.pdf'],
    [`attachment; filename*=UTF-8''%E0%A4%A; filename="fallback.pdf"`, 'fallback.pdf'],
  ])('%s → %s', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });

  it('is null without a header or a name', () => {
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
  });
});
