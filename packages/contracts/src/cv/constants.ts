/** Business constants of docs/product.md §C9 and the CV-side numbers of §C2, §C4 and §C5. */

/** The visible hints say "PDF up to 3MB" while the check allows 10 MB (UPLOAD_MAX_BYTES); both are kept. */
export const UPLOAD_HINT_MAX_MB = 3;
/** The dropzone and picker accept PDF only. */
export const UPLOAD_ACCEPTED_MIME_TYPES = ['application/pdf'] as const;
export const UPLOAD_ACCEPTED_EXTENSIONS = ['.pdf'] as const;
/** The upload page's own check also lets Word types through (its message still says PDF). */
export const UPLOAD_PAGE_ALLOWED_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const UPLOAD_MAX_FILES = 1;
/** Upload status resets to idle 2 s after success and 3 s after an error. */
export const UPLOAD_SUCCESS_RESET_MS = 2_000;
export const UPLOAD_ERROR_RESET_MS = 3_000;

/** Dashboard search filters and suggests only from 2 characters. */
export const CV_SEARCH_MIN_CHARS = 2;
/** Placeholder messages of a processing card rotate this often. */
export const PROCESSING_MESSAGE_ROTATE_MS = 1_600;
/** A CV card shows at most 5 section tags, then "+N more". */
export const CV_CARD_MAX_SECTION_TAGS = 5;

/** How much content the dashboard's mini preview shows. */
export const MINI_PREVIEW_LIMITS = {
  experiences: 2,
  achievementsPerExperience: 3,
  education: 2,
  technicalSkills: 6,
  professionalSkills: 4,
  certifications: 3,
  achievements: 3,
  languages: 3,
  awards: 3,
  references: 3,
  softSkills: 6,
} as const;

/** Wizard: CV length in pages. */
export const CV_LENGTH_MIN = 1;
export const CV_LENGTH_MAX = 4;
export const CV_LENGTH_DEFAULT = 1;
export const CV_LENGTH_CHOICES = [1, 2, 3, 4] as const;

/** Wizard: how closely the CV is matched to the job. */
export const MATCHING_LEVEL_MIN = 1;
export const MATCHING_LEVEL_MAX = 10;
export const MATCHING_LEVEL_DEFAULT = 7;
export const MATCHING_LEVEL_BANDS = [
  { min: 1, max: 3, label: 'Conservative' },
  { min: 4, max: 6, label: 'Balanced' },
  { min: 7, max: 8, label: 'Targeted' },
  { min: 9, max: 10, label: 'Aggressive' },
] as const;
export type MatchingLevelLabel = (typeof MATCHING_LEVEL_BANDS)[number]['label'];

export function matchingLevelLabel(level: number): MatchingLevelLabel {
  const clamped = Math.min(MATCHING_LEVEL_MAX, Math.max(MATCHING_LEVEL_MIN, Math.round(level)));
  const band = MATCHING_LEVEL_BANDS.find((b) => clamped >= b.min && clamped <= b.max);
  return band?.label ?? 'Targeted';
}

/** Wizard form minimum lengths and the debounce before it pushes changes up. */
export const COMPANY_NAME_MIN_CHARS = 2;
export const JOB_TITLE_MIN_CHARS = 2;
export const JOB_DESCRIPTION_MIN_CHARS = 50;
export const WIZARD_FORM_DEBOUNCE_MS = 200;
/** Upper bounds the spec does not give; they keep requests to the analysis engine bounded. */
export const COMPANY_NAME_MAX_CHARS = 200;
export const JOB_TITLE_MAX_CHARS = 200;
export const JOB_DESCRIPTION_MAX_CHARS = 50_000;

/** Match score of a generated CV is 1 to 10; ATS scores are 0 to 100, clamped. */
export const MATCH_SCORE_MIN = 1;
export const MATCH_SCORE_MAX = 10;
export const ATS_SCORE_MIN = 0;
export const ATS_SCORE_MAX = 100;

export function clampAtsScore(score: number): number {
  return Math.min(ATS_SCORE_MAX, Math.max(ATS_SCORE_MIN, score));
}

/** Template gating: the free plan allows 0 advanced templates; 1 is assumed when the limit is unknown. */
export const FREE_ADVANCED_TEMPLATE_LIMIT = 0;
export const ADVANCED_TEMPLATE_LIMIT_FALLBACK = 1;

/** Improvements auto-save 100 ms after a change; a collapse toggle within 300 ms of a drag is ignored. */
export const AUTO_SAVE_DELAY_MS = 100;
export const DRAG_TOGGLE_GUARD_MS = 300;

/** Estimated generation time shown in the wizard. */
export const ESTIMATED_GENERATION_TIME = {
  jobSpecific: '2-3 minutes',
  other: '1-2 minutes',
} as const;

/** Career analytics processing page. */
export const ANALYTICS_PROCESSING_STEPS = [
  'Analyzing CV Content',
  'Comparing Job Requirements',
  'Calculating Match Scores',
  'Identifying Skill Gaps',
  'Recommending Certifications',
  'Creating Action Plan',
] as const;
export const ANALYTICS_STEP_INTERVAL_MS = 3_000;
export const ANALYTICS_NOTIFICATION_CHECK_MS = 1_000;
export const ANALYTICS_REDIRECT_DELAY_MS = 2_500;

/** ATS processing page: advances to the second-to-last stage, progress capped at 95 % until ready. */
export const ATS_PROCESSING_STAGES = [
  'CV structure',
  'technical skills',
  'keyword optimization',
  'experience',
  'education',
  'ATS compatibility',
] as const;
export const ATS_STAGE_INTERVAL_MS = 3_000;
export const ATS_NOTIFICATION_CHECK_MS = 500;
export const ATS_REDIRECT_DELAY_MS = 1_200;
export const ATS_PROGRESS_CAP_PERCENT = 95;

/** Notification titles the processing pages wait for. */
export const ANALYTICS_READY_TITLE = 'Analytics Ready';
export const ATS_ANALYTICS_READY_TITLE = 'ATS Analytics Ready';

/**
 * The length a cover letter reads best at (docs/decisions/035-cover-letter-quality.md): the
 * built-in writer aims for it, the quality checks count against it, the preview says when a
 * letter is shorter and why.
 */
export const COVER_LETTER_WORDS = { min: 250, max: 400 } as const;

/** Words as a reader counts them: runs of text between spaces. */
export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
