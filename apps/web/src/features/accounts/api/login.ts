import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { accountQueryKey } from './get-account';

export type LoginInput = { uid: string; upw: string } | { sns_type: string; ticket: string };

/** Logs in with id and password, or with a social login's ticket; the server answers with an HttpOnly session cookie. */
export function login(input: LoginInput): Promise<unknown> {
  return api<unknown>('/api/account/login', { method: 'POST', body: input });
}

/** Spec §8 texts for a failed login, by what went wrong. */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return '로그인 중 오류가 발생했습니다.';
  if (error.isNetworkError) return '네트워크 연결을 확인하고 다시 시도해주세요.';
  if (error.status === 401) return '아이디 또는 비밀번호를 확인하세요.';
  if (error.status === 500) return '오류가 발생했습니다. 잠시 후 다시 시도해주세요.';
  // Too many failed attempts: the server's text says how to get back in (wait, or reset the password).
  if (error.status === 429) return error.message;
  // A refusal inside a successful HTTP answer carries its own reason.
  if (error.status >= 200 && error.status < 300) return error.message || '로그인에 실패했습니다.';
  return '로그인 중 오류가 발생했습니다.';
}

/** Login mutation that reloads the session query on success. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
}
