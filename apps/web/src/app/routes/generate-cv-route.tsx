import { advancedTemplateLimit } from '@cvforge/contracts';
import { TEMPLATES } from '@cvforge/cv-render/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useTemplates } from '@/features/cv-preview/api/get-templates';
import { addCvToLists } from '@/features/cvs/utils/cv-list-cache';
import { GenerationPage } from '@/features/generation/pages/generation-page';
import { placeholderCv } from '@/features/generation/utils/placeholder-cv';
import { useCheckAction } from '@/features/usage/api/check-action';
import { useUsageInfo } from '@/features/usage/api/get-usage-info';

/**
 * /app/generate-cv: the generation wizard with the templates (GET /templates), the plan's
 * template gate and cv_generation check (usage), and the dashboard's list, which shows the
 * started CV as processing at once.
 */
export function GenerateCvRoute() {
  const queryClient = useQueryClient();
  const templates = useTemplates();
  const usage = useUsageInfo();
  const check = useCheckAction('cv_generation');
  return (
    <GenerationPage
      templates={templates.data ?? TEMPLATES}
      advancedTemplateLimit={advancedTemplateLimit(usage.data)}
      permission={check}
      onStarted={(result, body) => addCvToLists(queryClient, placeholderCv(result, body))}
    />
  );
}
