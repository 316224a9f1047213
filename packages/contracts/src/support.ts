import { z } from 'zod';
import { successResponse } from './common';

/** GET /support: where users write for help (SUPPORT_EMAIL; README "Configuration"). */
export const supportContactSchema = z.object({ email: z.email() });
export type SupportContact = z.infer<typeof supportContactSchema>;
export const supportContactResponseSchema = successResponse(supportContactSchema);
export type SupportContactResponse = z.infer<typeof supportContactResponseSchema>;
