/** The create-cv screen's manual mode: the "Create Your CV" form (cv-spec §2, §4, §5). */
export function ManualCvPage({ onCancel }: { onCancel: () => void }) {
  return (
    <button type="button" onClick={onCancel}>
      Cancel
    </button>
  );
}
