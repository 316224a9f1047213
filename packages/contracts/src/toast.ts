import { z } from 'zod';
import { TOAST_DEFAULT_DURATION_MS } from './constants';

export const TOAST_TYPES = ['success', 'warning', 'error', 'info'] as const;
export const toastTypeSchema = z.enum(TOAST_TYPES);
export type ToastType = z.infer<typeof toastTypeSchema>;

/** A toast's action button; href is an in-app path (e.g. the View action of a live event). */
export const toastActionSchema = z.object({
  label: z.string().min(1),
  href: z.string().optional(),
});
export type ToastAction = z.infer<typeof toastActionSchema>;

/** docs/product.md §P3 / docs/product.md §C3 "Toast"; dismissable, 5000 ms by default. */
export const toastSchema = z.object({
  id: z.string().min(1),
  type: toastTypeSchema,
  title: z.string(),
  message: z.string().optional(),
  duration: z.number().int().positive().default(TOAST_DEFAULT_DURATION_MS),
  action: toastActionSchema.optional(),
});
export type Toast = z.infer<typeof toastSchema>;
