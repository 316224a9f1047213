import { ADVANCED_TEMPLATE_LIMIT_FALLBACK, isTemplateLocked } from '@cvforge/contracts';
import { isTemplateId, TEMPLATES, type TemplateId } from '@cvforge/cv-render/catalogue';
import { ApiError } from '@/lib/api-error';
import { messageOf } from '@/lib/error-messages';
import { showToast } from '@/lib/toast';
import { useAdvancedTemplateLimit } from '../api/get-template-access';
import { useTemplates } from '../api/get-templates';
import { useUpdateCvTemplate } from '../api/update-cv-template';

/**
 * The CV's template as the preview draws it. A locked template (free plan) is drawn as Classic
 * (docs/product.md §C4); a choice is stored at once and undone when the server refuses it.
 */
export function useTemplateChoice(cvId: string, storedTemplateId: string | null | undefined) {
  const templates = useTemplates().data ?? TEMPLATES;
  const limit = useAdvancedTemplateLimit();
  const update = useUpdateCvTemplate(cvId);
  const advancedTemplateLimit = limit.isError ? ADVANCED_TEMPLATE_LIMIT_FALLBACK : limit.data;

  const stored: TemplateId = isTemplateId(storedTemplateId) ? storedTemplateId : 'classic';
  const storedInfo = templates.find((template) => template.id === stored);
  const isStoredLocked =
    advancedTemplateLimit !== undefined &&
    storedInfo !== undefined &&
    isTemplateLocked(storedInfo.category, advancedTemplateLimit);
  const selected: TemplateId = isStoredLocked ? 'classic' : stored;

  function select(templateId: TemplateId) {
    if (templateId === selected) return;
    update.mutate(templateId, {
      onError: (error) =>
        showToast({
          type: 'error',
          title:
            error instanceof ApiError && error.status === 402
              ? 'Premium Template'
              : 'Template Not Changed',
          message: messageOf(error),
        }),
    });
  }

  return { templates, selected, advancedTemplateLimit, select };
}
