import type { MallDashboard } from '@edu/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/mall/dashboard: won per Korean day (30 days), sales per category and the work waiting. */
export const getMallDashboard = (signal?: AbortSignal) =>
  api<MallDashboard>('/api/admin/mall/dashboard', { signal });

export const mallDashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'mall-dashboard'],
    queryFn: ({ signal }) => getMallDashboard(signal),
    // The waiting counts change in the orders and refunds tabs, which do not refresh this query.
    refetchOnMount: 'always',
  });
