import { describe, expect, it } from 'vitest';
import { limitBannerMessage, limitExceededMessage, monthlyUsageLabel } from './messages';

describe('limit messages', () => {
  it('words the upload and generation limits as the specs do', () => {
    expect(limitExceededMessage('cv_upload', 3, 3)).toBe(
      'CV upload limit exceeded. You have used 3/3 CV uploads this month. Please upgrade your plan to continue.',
    );
    expect(limitExceededMessage('cv_generation', 5, 5)).toBe(
      'CV generation limit exceeded. You have used 5/5 CV generations this month. Please upgrade your plan to continue.',
    );
  });

  it('extends the same pattern to edits and the banner', () => {
    expect(limitExceededMessage('cv_edit_limit', 10, 10)).toContain('used 10/10 CV edits');
    expect(limitBannerMessage('cv_upload', 2)).toBe(
      "You've used all 2 of your CV uploads this month. Upgrade your plan to continue.",
    );
    expect(monthlyUsageLabel(1, 4)).toBe('Monthly Usage 1/4');
  });
});
