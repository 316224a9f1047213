import {
  EDIT_MESSAGES,
  editSaveFailedMessage,
  type CvContent,
  type SourceBox,
} from '@cvforge/contracts';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { keptDocumentFields } from '@cvforge/cv-model';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/error-messages';
import { showToast } from '@/lib/toast';
import { LeavePrompt } from '@/components/leave-prompt';
import { LimitBanner } from '@/components/limit-banner';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { useSaveCvContent } from '../api/save-cv-content';
import { useDoubts } from '../hooks/use-doubts';
import { useEditDraft } from '../hooks/use-edit-draft';
import { useSectionCollapse } from '../hooks/use-section-collapse';
import { byEditorKey, doubtfulFields, doubtsToSave } from '../utils/confidence';
import { SourceFocusContext } from '../hooks/use-source-focus';
import { EditorAside } from './editor-aside';
import type { MarkedField } from './source-pdf';
import { editLimitFromError, type EditLimit } from '../utils/edit-limit';
import { editorContent, editorReducer, withPositionOrder } from '../utils/editor-reducer';
import { DraftOffer } from './draft-offer';
import { KeptNote } from './kept-note';
import { PersonalInfoCard } from './personal-info-card';
import { SectionCard } from './section-card';
import { SectionEditor } from './section-editor';

interface CvEditorProps {
  /** Whose draft this is: drafts are kept per user and CV. */
  userId: string;
  cvId: string;
  initialContent: CvContent;
  confidence: Record<string, number> | null | undefined;
  /** Why the parser doubted a field, keyed like `confidence`. */
  reasons: Record<string, string> | null | undefined;
  /** Names and titles as the CV printed them in capitals, keyed like `confidence`. */
  printed?: Record<string, string> | null | undefined;
  /** Where each value was printed in the uploaded PDF, keyed like `confidence`. */
  sources?: Record<string, SourceBox> | null | undefined;
}

/**
 * The loaded edit screen (docs/product.md §C2 "Edit page", §C4, §C8): reorder, collapse, hide,
 * save; unsaved changes are kept as a draft and guarded on leaving (docs/decisions/027-drafts-and-leave-prompts.md).
 */
export function CvEditor({
  userId,
  cvId,
  initialContent,
  confidence,
  reasons,
  printed,
  sources,
}: CvEditorProps) {
  const navigate = useNavigate();
  const save = useSaveCvContent();
  const [content, dispatch] = useReducer(editorReducer, initialContent, editorContent);
  const baseline = useMemo(() => editorContent(initialContent), [initialContent]);
  const draft = useEditDraft({ userId, cvId, baseline, content });
  const leave = useLeaveGuard(draft.isDirty);
  const doubts = useDoubts(
    () => doubtfulFields(initialContent, confidence, reasons),
    () => byEditorKey(initialContent, printed),
  );
  const [sourceOf] = useState(() => byEditorKey(initialContent, sources));
  const [marked, setMarked] = useState<MarkedField>();
  const focusSource = useCallback(
    (key: string, label: string) => setMarked({ label, box: sourceOf.get(key) }),
    [sourceOf],
  );
  const [limit, setLimit] = useState<EditLimit | null>(null);
  const sections = content.sections.filter((section) => section.type !== 'personal_info');
  const ids = sections.map((section) => section.id);
  const collapse = useSectionCollapse(ids);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: unknown) => sections.find((section) => section.id === id)?.title ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(active.id)} is over ${titleOf(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} was dropped over ${titleOf(over.id)}.` : undefined,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };
  const preview = paths.app.cvPreview.getHref(cvId);
  const ordered = useMemo(() => withPositionOrder(content), [content]);

  function handleDragEnd({ active, over }: DragEndEvent) {
    collapse.markDragEnd();
    if (over && active.id !== over.id) {
      dispatch({ type: 'moveSection', activeId: String(active.id), overId: String(over.id) });
    }
  }

  function handleSave() {
    // An uploaded CV's save also tells which of the parser's doubts are still open.
    const doubtsOpen = confidence ? doubtsToSave(ordered, doubts.open()) : undefined;
    save.mutate(
      { cvId, content: ordered, doubts: doubtsOpen },
      {
        onSuccess: () => {
          draft.clear();
          leave.release();
          showToast({ type: 'success', title: EDIT_MESSAGES.updated });
          void navigate(preview);
        },
        onError: (error) => {
          const exceeded = editLimitFromError(error);
          if (exceeded) setLimit(exceeded);
          else showToast({ type: 'error', title: editSaveFailedMessage(messageOf(error)) });
        },
      },
    );
  }

  function restoreDraft() {
    if (draft.offered) dispatch({ type: 'replace', content: draft.offered });
    draft.restore();
  }

  return (
    <div className="space-y-4">
      <DraftOffer
        open={draft.offered !== null}
        onRestore={restoreDraft}
        onDiscard={draft.discard}
      />
      <LeavePrompt blocker={leave.blocker} />
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Edit CV</h1>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={() => void navigate(preview)}
            disabled={save.isPending}
          >
            Cancel
          </Button>
          <Button onClick={handleSave} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </header>
      {limit && (
        <LimitBanner
          usageType="cv_edit_limit"
          {...limit}
          upgradeInNewTab
          onDismiss={() => setLimit(null)}
        />
      )}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
        <SourceFocusContext.Provider value={focusSource}>
          <div className="min-w-0 space-y-4">
            <KeptNote fields={keptDocumentFields(content)} />
            <PersonalInfoCard
              personalInfo={content.personal_info}
              dispatch={dispatch}
              doubts={doubts}
            />
            <div className="flex justify-end gap-2">
              <Button variant="ghost" size="sm" onClick={collapse.expandAll}>
                Expand All
              </Button>
              <Button variant="ghost" size="sm" onClick={collapse.collapseAll}>
                Collapse All
              </Button>
            </div>
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              accessibility={{ announcements }}
              onDragEnd={handleDragEnd}
              onDragCancel={collapse.markDragEnd}
            >
              <SortableContext items={ids} strategy={verticalListSortingStrategy}>
                <ol aria-label="CV sections" className="space-y-3">
                  {sections.map((section) => (
                    <SectionCard
                      key={section.id}
                      section={section}
                      isCollapsed={collapse.isCollapsed(section.id)}
                      onToggleCollapse={() => collapse.toggle(section.id)}
                      onToggleVisible={() =>
                        dispatch({ type: 'toggleVisible', sectionId: section.id })
                      }
                    >
                      <SectionEditor section={section} dispatch={dispatch} doubts={doubts} />
                    </SectionCard>
                  ))}
                </ol>
              </SortableContext>
            </DndContext>
          </div>
        </SourceFocusContext.Provider>
        <EditorAside cvId={cvId} content={ordered} hasSource={sourceOf.size > 0} marked={marked} />
      </div>
    </div>
  );
}
