import { UsageGatedUpload } from './usage-gated-upload';

/** /app/upload-cv. */
export function UploadCvRoute() {
  return (
    <>
      <title>Upload CV · cvforge</title>
      <UsageGatedUpload />
    </>
  );
}
