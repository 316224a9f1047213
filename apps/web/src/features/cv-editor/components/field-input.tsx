import { WIZARD_TEXT, findTemplateText, isSampleText } from '@cvforge/contracts';
import { AlertTriangle, CaseSensitive, Check, PenLine, Undo2 } from 'lucide-react';
import { useId } from 'react';
import { inputClassName } from '@/components/ui/text-field';
import { BADGE_TONE } from '@/lib/badge-tone';
import { cn } from '@/lib/cn';
import type { FieldDoubt } from '../utils/confidence';
import type { FieldSpec } from '../utils/section-fields';
import { ListTextarea } from './list-textarea';

export type FieldValue = string | readonly string[];

interface FieldInputProps {
  spec: FieldSpec;
  /** The visible label; the spec's label plus the entry number in list sections. */
  label: string;
  value: FieldValue | undefined;
  onChange: (value: string | string[]) => void;
  /** The parser was unsure of this value: show "Check this" (and why) until edited or confirmed. */
  doubt?: FieldDoubt | undefined;
  onConfirm?: () => void;
  /** The value as the CV printed it in capitals: offered back while only its case differs. */
  printedAs?: string | undefined;
  /** The field took the focus (the edit page marks where its value was read). */
  onFocus?: () => void;
}

/** The small flags beside a label: a sample value, a placeholder to fill in, a value to check. */
const FLAG = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium';

const areaClassName = cn(inputClassName, 'h-auto min-h-20 py-2');

/** One labelled input of a section or entry editor (manual form and edit page alike). */
export function FieldInput({
  spec,
  label,
  value,
  onChange,
  doubt,
  onConfirm,
  printedAs,
  onFocus,
}: FieldInputProps) {
  const id = useId();
  const kind = spec.kind ?? 'text';
  const list = Array.isArray(value) ? (value as readonly string[]) : [];
  const text = typeof value === 'string' ? value : '';
  // Sample content of a contact-only generation: an example the person should replace.
  const isSample = isSampleText(text) || list.some(isSampleText);
  // Unfilled template text ("[what you did]"): saving refuses it (docs/decisions/032-no-placeholders.md).
  const slot = [text, ...list].map(findTemplateText).find((found) => found !== null) ?? null;
  const hintId = spec.hint ? `${id}-hint` : undefined;
  const doubtId = doubt ? `${id}-doubt` : undefined;
  const sampleId = isSample ? `${id}-sample` : undefined;
  const slotId = slot ? `${id}-slot` : undefined;
  // Written in normal case from capitals (docs/decisions/037-normal-case.md), until edited.
  const recased =
    printedAs !== undefined &&
    text !== printedAs &&
    text.toLocaleUpperCase() === printedAs.toLocaleUpperCase();
  const recasedId = recased ? `${id}-recased` : undefined;
  const common = {
    id,
    'aria-describedby':
      [hintId, doubtId, sampleId, slotId, recasedId].filter(Boolean).join(' ') || undefined,
    'aria-invalid': doubt !== undefined || slot !== null || undefined,
    'data-sample': isSample || undefined,
    onFocus,
  };

  return (
    <div className={cn('space-y-1.5', kind !== 'text' && 'sm:col-span-2')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        {isSample && (
          <span id={sampleId} className={cn(FLAG, BADGE_TONE.info)}>
            <PenLine className="size-3" aria-hidden="true" />
            {WIZARD_TEXT.sampleValue}
          </span>
        )}
        {slot && (
          <span id={slotId} className={cn(FLAG, BADGE_TONE.caution)}>
            <AlertTriangle className="size-3" aria-hidden="true" />
            Replace {slot} with your own words
          </span>
        )}
        {recased && (
          <span className="flex items-center gap-2">
            <span id={recasedId} className={cn(FLAG, BADGE_TONE.info)}>
              <CaseSensitive className="size-3" aria-hidden="true" />
              Written in normal case
            </span>
            <button
              type="button"
              aria-label={`Use ${label} as printed: ${printedAs}`}
              onClick={() => onChange(printedAs)}
              className="inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Undo2 className="size-3" aria-hidden="true" />
              Undo
            </button>
          </span>
        )}
        {doubt && (
          <span className="flex items-center gap-2">
            <span id={doubtId} className={cn(FLAG, BADGE_TONE.caution)}>
              <AlertTriangle className="size-3" aria-hidden="true" />
              {doubt.reason ? `Check this: ${doubt.reason}` : 'Check this'}
            </span>
            <button
              type="button"
              aria-label={`Confirm ${label}`}
              onClick={onConfirm}
              className="inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Check className="size-3" aria-hidden="true" />
              Looks right
            </button>
          </span>
        )}
      </div>
      {kind === 'comma' || kind === 'line' ? (
        <ListTextarea
          {...common}
          className={areaClassName}
          separator={kind}
          value={list}
          onChange={onChange}
        />
      ) : kind === 'textarea' ? (
        <textarea
          {...common}
          className={areaClassName}
          rows={4}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          className={inputClassName}
          type={spec.type ?? 'text'}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {spec.hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {spec.hint}
        </p>
      )}
    </div>
  );
}
