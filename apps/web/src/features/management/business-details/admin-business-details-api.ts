import type { BusinessDetails, BusinessDetailsEdit } from '@edu/shared';
import { apiWithMessage } from '@/lib/api-client';

/** PUT /api/admin/site-settings/business-details: answers the saved details and "사업자 정보가 저장되었습니다.". */
export const saveBusinessDetails = (edit: BusinessDetailsEdit) =>
  apiWithMessage<BusinessDetails>('/api/admin/site-settings/business-details', { method: 'PUT', body: edit });
