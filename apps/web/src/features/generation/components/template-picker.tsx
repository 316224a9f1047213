import { WIZARD_TEXT, isTemplateLocked, type Template } from '@cvforge/contracts';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

interface TemplatePickerProps {
  templates: readonly Template[];
  selectedId: string | null;
  advancedTemplateLimit: number;
  onSelect: (template: Template) => void;
  error?: string;
}

/** Template cards; on a plan without advanced templates the others are locked (docs/product.md §C4). */
export function TemplatePicker(props: TemplatePickerProps) {
  const { templates, selectedId, advancedTemplateLimit, onSelect, error } = props;
  return (
    <fieldset aria-describedby={error ? 'template-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">Template</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {templates.map((template) => {
          const isLocked = isTemplateLocked(template.category, advancedTemplateLimit);
          const isSelected = selectedId === template.id;
          return (
            <div key={template.id} className="relative" data-testid={`template-${template.id}`}>
              <label
                className={cn(
                  'flex h-full cursor-pointer flex-col gap-1 rounded-xl border border-border bg-card p-4 text-sm',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  isSelected && 'border-accent bg-accent/5',
                  isLocked && 'cursor-not-allowed',
                )}
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="template"
                    value={template.id}
                    checked={isSelected}
                    disabled={isLocked}
                    onChange={() => onSelect(template)}
                    className="accent-[var(--color-accent)]"
                  />
                  <span className="font-medium">{template.name}</span>
                </span>
                <span className="text-xs text-muted-foreground">{template.description}</span>
              </label>
              {isLocked && (
                <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-border bg-card text-center text-sm">
                  <Lock className="size-4 text-muted-foreground" aria-hidden="true" />
                  <span className="font-medium">{`${template.name} · ${WIZARD_TEXT.premiumTemplate}`}</span>
                  <Link
                    to={paths.pricing.getHref()}
                    aria-label={`${WIZARD_TEXT.upgradeToAccess} ${template.name}`}
                    className="text-xs text-accent underline"
                  >
                    {WIZARD_TEXT.upgradeToAccess}
                  </Link>
                </div>
              )}
            </div>
          );
        })}
      </div>
      {error && (
        <p id="template-error" className="mt-1.5 text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
