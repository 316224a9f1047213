/**
 * Says which values of an imported JSON Resume the editor has no field for; they stay with the
 * CV and its JSON Resume export gives them back (docs/decisions/023-json-resume-round-trip.md).
 */
export function KeptNote({ fields }: { fields: readonly string[] }) {
  if (fields.length === 0) return null;
  return (
    <p className="mt-3 text-xs text-muted-foreground">
      {`Kept from JSON Resume, exported unchanged: ${fields.join(', ')}`}
    </p>
  );
}
