import type { RecentActivityItem } from '@regimen/domain/contracts/dashboard';

/** What happened, in words, for the Recent Activity list. */
export function activityText(item: Pick<RecentActivityItem, 'type' | 'supplementName'>): string {
  switch (item.type) {
    case 'supplement_taken':
      return `Took ${item.supplementName}`;
    case 'supplement_added':
      return `Added ${item.supplementName}`;
    case 'ai_analysis':
      return `AI analysis of ${item.supplementName}`;
  }
}
