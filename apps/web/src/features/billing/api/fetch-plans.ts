import { plansResponseSchema, type Plan } from '@cvforge/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /plans (docs/product.md §P7): every plan, active or not, in server order. */
export async function getPlans({ signal }: { signal?: AbortSignal } = {}): Promise<Plan[]> {
  const response = await apiRequest('/plans', { schema: plansResponseSchema, signal });
  return response.data;
}
