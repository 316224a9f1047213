import { z } from 'zod';
import { booleanFromEnv } from './config-values';

/**
 * The file store (README "Configuration"): a local directory under DATA_DIR by default, an
 * S3-compatible bucket (AWS S3, MinIO, R2) when STORAGE_URL=s3://bucket/prefix is set.
 */
export const storageConfigShape = {
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[^/]+(\/.*)?$/, 'must look like s3://bucket or s3://bucket/prefix')
    .optional(),
  /** Endpoint of a non-AWS S3 API (MinIO, R2); the AWS default when unset. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** MinIO and most self-hosted stores need path-style URLs (endpoint/bucket/key). */
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
};
