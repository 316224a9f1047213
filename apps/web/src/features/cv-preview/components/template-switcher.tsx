import { isTemplateLocked } from '@cvforge/contracts';
import type { TemplateId, TemplateInfo } from '@cvforge/cv-render/catalogue';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

interface TemplateSwitcherProps {
  templates: readonly TemplateInfo[];
  selected: TemplateId;
  /** Paid templates the plan allows; undefined while it loads (nothing is chosen meanwhile). */
  advancedTemplateLimit: number | undefined;
  onSelect: (id: TemplateId) => void;
}

/** Classic / Modern / Creative; paid ones are locked for a free plan (docs/product.md §C4). */
export function TemplateSwitcher({
  templates,
  selected,
  advancedTemplateLimit,
  onSelect,
}: TemplateSwitcherProps) {
  const isLoading = advancedTemplateLimit === undefined;
  return (
    <fieldset disabled={isLoading} className="min-w-0">
      <legend className="mb-2 text-sm font-medium">Template</legend>
      <div className="grid grid-cols-3 gap-2">
        {templates.map((template) => {
          const isLocked = !isLoading && isTemplateLocked(template.category, advancedTemplateLimit);
          const descriptionId = `template-${template.id}-description`;
          return (
            <div key={template.id} className="relative">
              <label
                className={cn(
                  'flex h-full cursor-pointer flex-col gap-0.5 rounded-lg border border-border bg-card p-3 text-sm transition-colors',
                  'has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary/30',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                )}
              >
                <input
                  type="radio"
                  name="template"
                  value={template.id}
                  checked={selected === template.id}
                  disabled={isLocked}
                  onChange={() => onSelect(template.id)}
                  aria-label={template.name}
                  aria-describedby={descriptionId}
                  className="sr-only"
                />
                <span className="font-medium">{template.name}</span>
                <span
                  id={descriptionId}
                  className="hidden text-xs text-muted-foreground sm:line-clamp-2"
                >
                  {template.description}
                </span>
              </label>
              {isLocked && (
                // Opaque: the card's own name must not show through behind the lock's words.
                <div className="absolute inset-0 flex flex-col items-center justify-center gap-0.5 rounded-lg border border-dashed border-border bg-card text-center text-xs">
                  <span className="flex items-center gap-1 text-sm font-medium" aria-hidden="true">
                    <Lock className="size-3.5" />
                    {template.name}
                  </span>
                  <span className="font-medium">Premium Template</span>
                  <Link to={paths.pricing.getHref()} className="text-accent underline">
                    Upgrade to access
                  </Link>
                </div>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
