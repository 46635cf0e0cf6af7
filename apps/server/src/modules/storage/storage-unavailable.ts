import { AppError } from '../../platform/http/app-error';

const storageUnavailableMessage = '파일 저장소에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.';

/**
 * The file store did not answer: it refused the connection, stayed silent past its timeout, or failed
 * on its side (5xx). An AppError with status 503, so every call that touches storage answers "try again
 * shortly" (with Retry-After) rather than "not found" or a bare 500; the store's own error is its cause.
 */
export class StorageUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(503, storageUnavailableMessage);
    this.name = 'StorageUnavailableError';
    this.cause = cause;
  }
}
