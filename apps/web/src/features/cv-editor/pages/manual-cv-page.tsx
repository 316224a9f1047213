import { MANUAL_SAVE_TOASTS } from '@cvforge/contracts';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { LimitBanner } from '@/components/limit-banner';
import { useCreateManualCv } from '../api/create-manual-cv';
import { ManualCvForm } from '../components/manual-cv-form';
import { editLimitFromError, type EditLimit } from '../utils/edit-limit';
import { readImportedContent } from '../utils/imported-content';
import {
  cvContentToManualCv,
  emptyManualCv,
  manualSectionRefs,
  type ManualCvValues,
} from '../utils/manual-cv';

/** The create-cv screen's manual mode: the "Create Your CV" form (docs/product.md §C2, §C4, §C5, §C8). */
export function ManualCvPage({ onCancel }: { onCancel: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const create = useCreateManualCv();
  const [defaultValues] = useState(() => {
    const imported = readImportedContent(location.state);
    return imported ? cvContentToManualCv(imported) : emptyManualCv();
  });
  const [limit, setLimit] = useState<EditLimit | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  function handleSubmit(values: ManualCvValues) {
    setFormError(null);
    create.mutate(
      { content: { ...values, sections: manualSectionRefs(values) } },
      {
        onSuccess: ({ data }) => {
          showToast({ type: 'success', ...MANUAL_SAVE_TOASTS.saved });
          void navigate(paths.app.cvPreview.getHref(data.cv_id));
        },
        onError: (error) => {
          const exceeded = editLimitFromError(error);
          if (exceeded) {
            setLimit(exceeded);
            return;
          }
          // A 400 carries the server's reason (the missing-fields sentence); show it as is.
          const reason = error instanceof ApiError && error.status === 400 ? error.message : null;
          setFormError(reason);
          showToast({
            type: 'error',
            title: MANUAL_SAVE_TOASTS.failed.title,
            message: reason ?? MANUAL_SAVE_TOASTS.failed.message,
          });
        },
      },
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6 py-8">
      <title>Create Your CV · cvforge</title>
      {limit && (
        <LimitBanner
          usageType="cv_edit_limit"
          {...limit}
          upgradeInNewTab
          onDismiss={() => setLimit(null)}
        />
      )}
      <ManualCvForm
        defaultValues={defaultValues}
        isSaving={create.isPending}
        formError={formError}
        onCancel={onCancel}
        onSubmit={handleSubmit}
      />
    </div>
  );
}
