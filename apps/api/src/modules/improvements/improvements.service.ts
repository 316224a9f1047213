import crypto from 'node:crypto';
import {
  type AppliedImprovementsBody,
  ATS_ANALYTICS_MESSAGES,
  type CvContent,
  type ImprovementSuggestion,
  type ImprovementType,
  SECTION_ENTRY_KEYS,
  type SuggestionInput,
  TYPES_NEEDING_TARGET,
} from '@cvforge/contracts';
import {
  findExperienceEntry,
  isPresent,
  reconcileApplied,
  type ReconciledImprovements as Reconciled,
  type StoredImprovement,
} from '@cvforge/insight/apply';
import { AppError } from '../../http/app-error';
import type { CvEditAllowance } from '../cvs/cvs.edit-allowance';
import { contentOf, type InsightCvs } from '../insight/insight.cvs';
import type { InsightRepository } from '../insight/insight.repository';
import { assertFinishedSuggestions, withUserAnswers } from './improvements.fill';
import type { ImprovementState, ImprovementsRepository } from './improvements.repository';

export const CHOOSE_EXPERIENCE_MESSAGE = 'Choose which experience should receive this improvement.';
export const UNKNOWN_IMPROVEMENT_MESSAGE =
  'Some improvements no longer exist. Reload the page and try again.';

/** The CV section an improvement of each type is shown under. */
const SECTION_OF_TYPE: Record<ImprovementType, string> = {
  skill: 'skills',
  soft_skill: 'soft_skills',
  keyword: 'experience',
  experience: 'experience',
  education: 'education',
  projects: 'projects',
  overall: 'summary',
  formatting: 'formatting',
  structure: 'structure',
};

const needsTarget = (type: ImprovementType) =>
  (TYPES_NEEDING_TARGET as readonly ImprovementType[]).includes(type);

/** What the client sees: no undo record; one already in the CV reads as applied (docs/product.md §C4). */
function toSuggestion(content: CvContent | null, item: StoredImprovement): ImprovementSuggestion {
  const { undo: _undo, ...suggestion } = item;
  const applied = item.applied || (content !== null && isPresent(content, item));
  return { ...suggestion, applied };
}

function view(content: CvContent | null, items: readonly StoredImprovement[]) {
  return {
    cv_content: content,
    generated_improvements: items.map((item) => toSuggestion(content, item)),
  };
}

function requireContent(state: ImprovementState) {
  const content = contentOf(state);
  if (!content) throw new AppError('CONFLICT', 409, 'This CV has no content yet.');
  return content;
}

/** Checks an applied set against the stored improvements and the CV's experience entries. */
function assertApplicable(
  content: CvContent,
  items: readonly StoredImprovement[],
  { applied_improvements: ids, part_to_update: parts = {} }: AppliedImprovementsBody,
) {
  const byId = new Map(items.map((item) => [item.id, item]));
  if (ids.some((id) => !byId.has(id)))
    throw new AppError('VALIDATION_ERROR', 400, UNKNOWN_IMPROVEMENT_MESSAGE);
  for (const id of ids) {
    const item = byId.get(id);
    // Already in the CV (detected as applied): applying it writes nothing, so needs no company.
    if (!item || item.applied || !needsTarget(item.type) || isPresent(content, item)) continue;
    if (!findExperienceEntry(content, parts[id] ?? item.part_to_update))
      throw new AppError('VALIDATION_ERROR', 400, CHOOSE_EXPERIENCE_MESSAGE);
  }
}

/** Generated improvements: replacing them, applying and un-applying (docs/decisions/008-improvements.md). */
export function createImprovementsService({
  repository,
  reports,
  cvs,
  editAllowance,
}: {
  repository: ImprovementsRepository;
  /** The analyses' reports, for the debug view. */
  reports: Pick<InsightRepository, 'findAtsReport' | 'findCareerReport'>;
  cvs: InsightCvs;
  editAllowance: CvEditAllowance;
}) {
  /** Changes content and improvements under the CV's row lock; answers the new state. */
  async function change(
    userId: string,
    cvId: string,
    next: (content: CvContent, items: StoredImprovement[]) => Reconciled,
  ): Promise<Reconciled> {
    let result: Reconciled | undefined;
    await repository.changeImprovements(userId, cvId, (state) => {
      const content = requireContent(state);
      result = next(content, state.items);
      // Unchanged content is not written again (no needless updated_at bump).
      return { content: result.content === content ? null : result.content, items: result.items };
    });
    if (!result) throw AppError.notFound(ATS_ANALYTICS_MESSAGES.noCv);
    return result;
  }

  return {
    /** Replaces the stored improvements; applied ones are undone first, restoring the text. */
    async generate(userId: string, cvId: string, suggestions: readonly SuggestionInput[]) {
      await cvs.ready(userId, cvId);
      assertFinishedSuggestions(suggestions);
      const items: StoredImprovement[] = suggestions.map((suggestion) => ({
        ...suggestion,
        id: crypto.randomUUID(),
        section: SECTION_OF_TYPE[suggestion.type],
        applied: false,
        part_to_update: null,
        undo: null,
      }));
      await change(userId, cvId, (content, stored) => ({
        content: reconcileApplied(content, stored, []).content,
        items,
      }));
      return { total_count: items.length };
    },

    async generated(userId: string, cvId: string) {
      const cv = await cvs.owned(userId, cvId);
      return view(contentOf(cv), await repository.findImprovements(userId, cv.id));
    },

    /** PUT /cv/{cvId}/applied: saves the CV's content, so it takes its edit (decision 015). */
    async setApplied(userId: string, cvId: string, body: AppliedImprovementsBody) {
      await cvs.ready(userId, cvId);
      const result = await editAllowance.charge(userId, cvId, () =>
        change(userId, cvId, (content, stored) => {
          const items = withUserAnswers(stored, body);
          assertApplicable(content, items, body);
          return reconcileApplied(content, items, body.applied_improvements, body.part_to_update);
        }),
      );
      return view(result.content, result.items);
    },

    /** GET /cv/{cvId}/debug: what the insight module holds for a CV. */
    async debug(userId: string, cvId: string) {
      const cv = await cvs.owned(userId, cvId);
      const [items, ats, career] = await Promise.all([
        repository.findImprovements(userId, cv.id),
        reports.findAtsReport(userId, cv.id),
        reports.findCareerReport(userId, cv.id),
      ]);
      return {
        cv_id: cv.id,
        status: cv.status,
        sections: (contentOf(cv)?.sections ?? []).map((section) => ({
          type: section.type,
          entries: entryCount(section),
        })),
        improvements: { total: items.length, applied: items.filter((i) => i.applied).length },
        ats_report_at: ats?.created_at.toISOString() ?? null,
        career_report_at: career?.created_at.toISOString() ?? null,
      };
    },
  };
}
export type ImprovementsService = ReturnType<typeof createImprovementsService>;

function entryCount(section: CvContent['sections'][number]): number {
  switch (section.type) {
    case 'skills': {
      const { technical, professional, tools } = section.content;
      return technical.length + professional.length + tools.length;
    }
    case 'summary':
      return section.content.text.trim() ? 1 : 0;
    case 'cover_letter':
      return section.content.cover_letter.content.trim() ? 1 : 0;
    case 'personal_info':
      return 1;
    default: {
      const entries = (section.content as Record<string, unknown>)[
        SECTION_ENTRY_KEYS[section.type]
      ];
      return Array.isArray(entries) ? entries.length : 0;
    }
  }
}
