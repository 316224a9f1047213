import type { Plan } from '@cvforge/contracts';
import type { PlansRepository } from './plans.repository';

export function createPlansService(repository: PlansRepository) {
  return {
    async listActivePlans(): Promise<Plan[]> {
      const rows = await repository.listActive();
      return rows.map(({ created_at: _created, updated_at: _updated, ...plan }) => plan);
    },
  };
}
export type PlansService = ReturnType<typeof createPlansService>;
