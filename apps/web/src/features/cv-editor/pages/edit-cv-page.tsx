/** /app/cv/{id}/edit (cv-spec §2 "Edit page"). */
export function EditCvPage() {
  return <h1>Edit CV</h1>;
}
