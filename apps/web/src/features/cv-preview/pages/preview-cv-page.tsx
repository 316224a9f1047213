/** /app/cv/{id}/preview (cv-spec §2 "Preview page"). */
export function PreviewCvPage() {
  return <h1>CV preview</h1>;
}
