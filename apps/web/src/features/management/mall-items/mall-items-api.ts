import type {
  AdminCategory,
  AdminItem,
  AdminItemList,
  DirectUpload,
  ItemEdit,
  ItemStatus,
  MallUploaded,
  MallUploadPurpose,
} from '@edu/shared';
import { ApiError, api } from '@/lib/api-client';
import type { CategoryBody } from './lib/category-tree';
import { type ItemFilter, itemListQuery } from './lib/item-list';

/** Every page of the item list sits under this key, so a save or a status change refreshes them all. */
export const mallItemsQueryKey = ['admin', 'mall-items'] as const;
/** One item as its edit form reads it: apart from the list, so refreshing the list leaves the form alone. */
export const mallItemQueryKey = (itemId: number) => ['admin', 'mall-item', itemId] as const;
export const mallCategoriesQueryKey = ['admin', 'mall-categories'] as const;

/** GET /api/admin/mall/items: the items of the filter, stopped ones too, newest first, 30 a page. */
export const getAdminItems = (filter: ItemFilter, signal?: AbortSignal) =>
  api<AdminItemList>(`/api/admin/mall/items?${itemListQuery(filter)}`, { signal });

/** GET /api/admin/mall/items/{itemId}: the item as its form edits it, with what unpaid orders hold. */
export const getAdminItem = (itemId: number, signal?: AbortSignal) =>
  api<AdminItem>(`/api/admin/mall/items/${itemId}`, { signal });

/**
 * POST /api/admin/mall/items (no id) or PUT …/{itemId}: creates or changes an item. 400/404 with the
 * server's Korean message; 409 when an order changed a stock since the form was read, or holds a
 * combination the save would remove.
 */
export const saveItem = (itemId: number | null, body: ItemEdit) =>
  itemId === null
    ? api<{ itemId: number; code: string }>('/api/admin/mall/items', { method: 'POST', body })
    : api<{ itemId: number; code: string }>(`/api/admin/mall/items/${itemId}`, { method: 'PUT', body });

/** PUT /api/admin/mall/items/{itemId}/status: stops an item's sales or resumes them. */
export const setItemStatus = (itemId: number, itemStatus: ItemStatus) =>
  api<{ itemId: number; itemStatus: ItemStatus }>(`/api/admin/mall/items/${itemId}/status`, {
    method: 'PUT',
    body: { itemStatus },
  });

/** A content's files may be 200 MB: they get ten minutes, the rest the usual time. */
const uploadTimeoutMs: Record<MallUploadPurpose, number | undefined> = {
  thumbnail: undefined,
  sample: 300_000,
  caption: undefined,
  content: 600_000,
};

/** PUTs a file to the bucket's signed address: no cookie, no envelope; the bucket answers 200 or XML. */
async function putToBucket(url: string, file: File): Promise<void> {
  const failed = (status: number) =>
    new ApiError('파일을 저장소로 보내지 못했습니다. 연결을 확인하고 다시 올려 주세요.', status);
  const answer = await fetch(url, {
    method: 'PUT',
    body: file,
    signal: AbortSignal.timeout(uploadTimeoutMs.content ?? 600_000),
  }).catch(() => {
    throw failed(0);
  });
  if (!answer.ok) throw failed(answer.status);
}

/**
 * A content's file straight to the bucket when the server offers it (STORAGE_URL=s3://…): a signed
 * address, the bytes sent there, then the server checks what arrived and answers as the upload does.
 * Null when the storage is local disk (the file then goes through the server).
 */
async function uploadDirect(file: File): Promise<MallUploaded | null> {
  const direct = await api<DirectUpload>('/api/admin/mall/uploads/direct', {
    method: 'POST',
    body: { name: file.name, bytes: file.size },
  });
  if (direct.mode === 'multipart') return null;
  await putToBucket(direct.url, file);
  // Checking a picture or a PDF makes its preview from the whole file: give it time.
  return api<MallUploaded>('/api/admin/mall/uploads/direct/finish', {
    method: 'POST',
    body: { key: direct.key, name: file.name },
    timeoutMs: 300_000,
  });
}

/**
 * POST /api/admin/mall/uploads?purpose=…: stores one file. thumbnail and sample answer a public path;
 * content answers the private key an asset's fileKey takes (sent straight to the bucket when it can be).
 */
export async function uploadMallFile(purpose: MallUploadPurpose, file: File): Promise<MallUploaded> {
  const direct = purpose === 'content' ? await uploadDirect(file) : null;
  if (direct) return direct;
  const form = new FormData();
  form.append('file', file);
  return api<MallUploaded>(`/api/admin/mall/uploads?purpose=${purpose}`, {
    method: 'POST',
    body: form,
    timeoutMs: uploadTimeoutMs[purpose],
  });
}

/** A picture put into a description: stored as a thumbnail is (re-encoded, public), its path answered. */
export const uploadDescriptionImage = (file: File): Promise<string> =>
  uploadMallFile('thumbnail', file).then((uploaded) => uploaded.path);

/** GET /api/admin/mall/categories: every category with its own item count, in menu order. */
export const getAdminCategories = (signal?: AbortSignal) =>
  api<AdminCategory[]>('/api/admin/mall/categories', { signal });

/** POST /api/admin/mall/categories (no id) or PUT …/{categoryId}: adds or changes a category. */
export const saveCategory = (categoryId: number | null, body: CategoryBody) =>
  categoryId === null
    ? api<{ categoryId: number }>('/api/admin/mall/categories', { method: 'POST', body })
    : api<{ categoryId: number }>(`/api/admin/mall/categories/${categoryId}`, { method: 'PUT', body });

/** DELETE /api/admin/mall/categories/{categoryId}: 409 with the server's message while it is in use. */
export const deleteCategory = (categoryId: number) =>
  api<null>(`/api/admin/mall/categories/${categoryId}`, { method: 'DELETE' });
