import { courseSchema, type Course } from '@regimen/domain/contracts/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { zoneQuery } from '../../../lib/local-zone.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const coursesSchema = z.array(courseSchema);

function getCourses(api: ApiClient, zone: string): Promise<Course[]> {
  return api.get(`/api/supplement-courses?${zone}`, coursesSchema);
}

export function coursesQueryOptions(api: ApiClient, zone = zoneQuery()) {
  return queryOptions({ queryKey: queryKeys.courses.list(zone), queryFn: () => getCourses(api, zone), retryDelay: 2000 });
}

export function useCourses() {
  return useQuery(coursesQueryOptions(useApi()));
}
