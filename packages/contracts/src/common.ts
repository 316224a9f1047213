import { z } from 'zod';

/** Every entity id is a UUID string (PostgreSQL `gen_random_uuid()`). */
export const idSchema = z.uuid();
export type Id = z.infer<typeof idSchema>;

/** Timestamps travel as ISO 8601 strings (`Date.prototype.toISOString()`). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export type IsoDateTime = z.infer<typeof isoDateTimeSchema>;

export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

export const cvIdParamsSchema = z.object({ cvId: idSchema });
export type CvIdParams = z.infer<typeof cvIdParamsSchema>;

/** A JSON object whose keys are not fixed by the specs. */
export const jsonObjectSchema = z.record(z.string(), z.unknown());
export type JsonObject = z.infer<typeof jsonObjectSchema>;

/**
 * CV content as the specs say clients read it: a JSON string or an object, possibly in an older
 * shape (preview_content, generated_content, cv_content). Normalise it with cv-model.
 */
export const looseCvContentSchema = z.union([z.string(), jsonObjectSchema]);
export type LooseCvContent = z.infer<typeof looseCvContentSchema>;

/** `{ success: true, message?, data }`, the success envelope where the specs show success/data. */
export function successResponse<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

/** A command that answers only success and an optional message (delete, mark read, cancel…). */
export const okResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});
export type OkResponse = z.infer<typeof okResponseSchema>;

/** A command whose answer the specs give as success and message. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * Parses any object through `decode` into `schema`; serialising (`z.encode`, used by
 * fastify-type-provider-zod for replies) passes the canonical value through unchanged.
 * WARNING: use this, not z.preprocess, in response schemas: a preprocess makes z.encode throw
 * "unidirectional transform", so the server could not send the response.
 */
export function normalised<T extends z.ZodType>(
  schema: T,
  decode: (raw: Record<string, unknown>) => Record<string, unknown>,
) {
  return z.codec(z.looseObject({}), schema, {
    decode: (raw) => decode(raw) as z.input<T>,
    encode: (value) => value as Record<string, unknown>,
  });
}

/** Accepts alternate field names (`{ alias: canonicalKey }`); the canonical one wins when both are set. */
export function withAliases<T extends z.ZodType>(
  schema: T,
  aliases: Readonly<Record<string, string>>,
) {
  return normalised(schema, (raw) => {
    const out: Record<string, unknown> = { ...raw };
    for (const [alias, key] of Object.entries(aliases)) {
      if (out[key] === undefined && out[alias] !== undefined) out[key] = out[alias];
    }
    return out;
  });
}
