import { doctorReportSchema, regimenAtResponseSchema, type DoctorReport, type RegimenAtResponse } from '@regimen/domain/contracts/history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context.tsx';
import type { ApiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function regimenAtQueryOptions(api: ApiClient, at: string) {
  return queryOptions({
    queryKey: queryKeys.account.regimenAt(at),
    queryFn: (): Promise<RegimenAtResponse> => api.get(`/api/account/regimen?at=${encodeURIComponent(at)}`, regimenAtResponseSchema),
  });
}

export function useRegimenAt(at: string) {
  return useQuery(regimenAtQueryOptions(useApi(), at));
}

function reportQueryOptions(api: ApiClient, from: string, to: string) {
  return queryOptions({
    queryKey: queryKeys.account.report(from, to),
    queryFn: (): Promise<DoctorReport> =>
      api.get(`/api/account/report?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, doctorReportSchema),
  });
}

export function useReport(from: string, to: string) {
  return useQuery(reportQueryOptions(useApi(), from, to));
}

export const reportPdfUrl = (from: string, to: string): string =>
  `/api/account/report.pdf?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
