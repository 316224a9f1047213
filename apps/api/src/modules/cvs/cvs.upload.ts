import crypto from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  cleanStoredText,
  DUPLICATE_UPLOAD_MESSAGE,
  type DuplicateUploadDetail,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  uploadCvFieldsSchema,
} from '@cvforge/contracts';
import { AppError } from '../../http/app-error';
import type { FileStore } from '../../platform/files';

/** Limits handed to @fastify/multipart, which enforces them while the body streams in. */
export const UPLOAD_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  // One file is allowed; the limit is 2 so that a second file is seen and refused with a 400
  // instead of being silently dropped by the parser.
  files: 2,
  fields: 10,
  fieldSize: 16_384,
  parts: 12,
};

const PDF_SIGNATURE = Buffer.from('%PDF-');

export const tooLargeError = () =>
  new AppError('PAYLOAD_TOO_LARGE', 413, UPLOAD_MESSAGES.fileTooLarge);
const notPdfError = () => new AppError('VALIDATION_ERROR', 400, UPLOAD_MESSAGES.notPdf);

/** 409: the same file was uploaded a moment ago; sent again with confirm_duplicate it counts. */
export function duplicateUploadError(earlier: {
  id: string;
  title: string;
  status: DuplicateUploadDetail['status'];
  uploaded_at: Date | null;
}) {
  const detail: DuplicateUploadDetail = {
    duplicate_upload: true,
    cv_id: earlier.id,
    title: earlier.title,
    status: earlier.status,
    uploaded_at: (earlier.uploaded_at ?? new Date()).toISOString(),
  };
  return new AppError('CONFLICT', 409, DUPLICATE_UPLOAD_MESSAGE, detail);
}

export interface ReceivedFile {
  fileName: string;
  size: number;
  /** SHA-256 of the bytes stored, hex: the same file sent again is recognised (decision 028). */
  sha256: string;
}
export interface ReceivedUpload {
  fields: Record<string, string>;
  file?: ReceivedFile;
}

/** The received form checked: a file, and text fields as uploadCvFieldsSchema reads them. */
export function checkedUpload(upload: ReceivedUpload) {
  if (!upload.file)
    throw new AppError('VALIDATION_ERROR', 400, 'Please choose a PDF file to upload');
  const fields = uploadCvFieldsSchema.safeParse({
    ...upload.fields,
    title: upload.fields.title ?? '',
  });
  if (!fields.success) {
    const [first] = fields.error.issues;
    throw new AppError('VALIDATION_ERROR', 400, first?.message ?? 'Invalid upload', {
      issues: fields.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      })),
    });
  }
  return { file: upload.file, fields: fields.data };
}

/**
 * Passes bytes through once the first five read `%PDF-` (checked before anything is stored),
 * and counts and hashes them.
 */
function pdfSignatureGate() {
  let head: Buffer = Buffer.alloc(0);
  let isChecked = false;
  const hash = crypto.createHash('sha256');
  const gate = Object.assign(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        gate.size += chunk.length;
        hash.update(chunk);
        if (isChecked) return done(null, chunk);
        head = Buffer.concat([head, chunk]);
        if (head.length < PDF_SIGNATURE.length) return done();
        if (!head.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) {
          return done(notPdfError());
        }
        isChecked = true;
        done(null, head);
      },
      flush(done) {
        if (isChecked) return done();
        done(
          gate.size === 0
            ? new AppError('VALIDATION_ERROR', 400, 'The file is empty')
            : notPdfError(),
        );
      },
    }),
    { size: 0, sha256: () => hash.digest('hex') },
  );
  return gate;
}

/**
 * Reads the multipart body part by part. The file is streamed straight into the file store
 * under `storageKey` and never held in memory; the size limit cuts it mid-stream (413).
 */
export async function receiveUpload(
  request: FastifyRequest,
  fileStore: FileStore,
  storageKey: string,
): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  try {
    for await (const part of formParts(request)) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = cleanStoredText(part.value);
        continue;
      }
      if (file || part.fieldname !== 'file') {
        part.file.resume();
        throw new AppError('VALIDATION_ERROR', 400, 'Only one file can be uploaded at a time');
      }
      const gate = pdfSignatureGate();
      // WARNING: busboy ends a file stream cut at the limit normally (only `truncated` says
      // so); failing the gate on 'limit' stops the store from keeping the partial file.
      part.file.once('limit', () => gate.destroy(tooLargeError()));
      // The gate can fail before the store starts reading (it may first create a directory):
      // this pipeline holds the error for the store's own pipeline, and stops reading the part.
      pipeline(part.file, gate).catch(() => undefined);
      await fileStore.put(storageKey, gate, 'application/pdf').catch((error: unknown) => {
        // A form cut short fails the file's own stream (possibly before this part was read).
        throw part.file.errored ? malformedFormError(part.file.errored) : error;
      });
      if (part.file.truncated) throw tooLargeError();
      file = {
        fileName: cleanStoredText(part.filename) || 'cv.pdf',
        size: gate.size,
        sha256: gate.sha256(),
      };
    }
  } catch (error) {
    throw asUploadError(error);
  }
  return { fields, file };
}

/**
 * The request's parts. The form parser (busboy) fails a malformed body — no boundary, cut short,
 * a bad part header — with a plain Error and no code; that is the client's fault, not ours.
 */
async function* formParts(request: FastifyRequest) {
  try {
    yield* request.parts();
  } catch (error) {
    throw malformedFormError(error);
  }
}

function malformedFormError(error: unknown) {
  if (error instanceof AppError || (error as { code?: string }).code) return error;
  return new AppError('VALIDATION_ERROR', 400, UPLOAD_MESSAGES.failed);
}

/** Maps the multipart plugin's own errors onto the envelope's messages. */
function asUploadError(error: unknown) {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLargeError();
  if (code === 'FST_FILES_LIMIT')
    return new AppError('VALIDATION_ERROR', 400, 'Only one file can be uploaded at a time');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION')
    return new AppError('VALIDATION_ERROR', 400, 'The upload form has unexpected fields');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError('VALIDATION_ERROR', 400, 'The upload must be sent as multipart/form-data');
  return error;
}
