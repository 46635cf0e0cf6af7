import { CertificateVerifyForm } from '@/features/certificates';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /certificate/verify: anyone checks a certificate of attendance (이수증) by its code. */
export function CertificateVerifyPage() {
  useDocumentTitle('이수증 진위 확인');
  return (
    <section className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <h1 className="text-2xl font-bold text-slate-900">이수증 진위 확인</h1>
      <p className="mt-2 mb-6 text-sm text-slate-600">
        이수증에 적힌 확인 코드를 입력하면 발급된 이수증의 내용을 확인할 수 있습니다.
      </p>
      <CertificateVerifyForm />
    </section>
  );
}
