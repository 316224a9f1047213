import {
  generationLimitDataSchema,
  limitExceededMessage,
  type CheckActionResponse,
} from '@cvforge/contracts';
import { ApiError } from '@/lib/api-error';

/** What the limit banner shows. */
export interface GenerationLimit {
  current: number;
  limit: number;
  message: string;
}

const toLimit = (current: number, limit: number): GenerationLimit => ({
  current,
  limit,
  message: limitExceededMessage('cv_generation', current, limit),
});

/** The permission check said no. */
export function limitFromCheck(check: CheckActionResponse | undefined): GenerationLimit | null {
  return check && !check.can_perform ? toLimit(check.current_usage, check.limit) : null;
}

/** A generation answer with data.limit_exceeded, or a LIMIT_EXCEEDED error's detail. */
export function limitFromAnswer(value: unknown): GenerationLimit | null {
  const source = value instanceof ApiError ? value.detail : value;
  const parsed = generationLimitDataSchema.safeParse(source);
  return parsed.success ? toLimit(parsed.data.current_usage, parsed.data.limit) : null;
}
