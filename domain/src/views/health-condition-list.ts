import type { HealthCondition } from '../contracts/health-conditions.ts';
import type { ViewEvent } from './view-event.ts';

/** The conditions list (`GET /api/health-conditions`) folded from events, as the `health_conditions` projection writes it. */
export function healthConditionList(events: readonly ViewEvent[]): HealthCondition[] {
  // Rows remember when they were added: the read API orders by it but does not answer with it.
  const rows = new Map<string, HealthCondition & { createdAt: string }>();
  for (const event of events) {
    switch (event.type) {
      case 'HealthConditionAdded': {
        const { conditionId, ...fields } = event.data;
        if (!rows.has(conditionId) && event.metadata.userId !== null) {
          rows.set(conditionId, { id: conditionId, userId: event.metadata.userId, ...fields, createdAt: event.metadata.occurredAt });
        }
        break;
      }
      case 'HealthConditionUpdated': {
        const row = rows.get(event.data.conditionId);
        const changes = Object.fromEntries(Object.entries(event.data.changes).filter(([, value]) => value !== undefined));
        if (row !== undefined) rows.set(row.id, { ...row, ...changes });
        break;
      }
      case 'HealthConditionRemoved':
        rows.delete(event.data.conditionId);
        break;
      default:
        break;
    }
  }
  return [...rows.values()]
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id.localeCompare(b.id))
    .map(({ createdAt: _createdAt, ...row }) => row);
}

/** Names of the active conditions: what the safety checker's condition rules read. */
export const activeConditionNames = (conditions: readonly HealthCondition[]): string[] =>
  conditions.filter((condition) => condition.isActive).map((condition) => condition.name);
