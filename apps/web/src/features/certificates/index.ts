export { CertificateDownloads } from './components/certificate-downloads';
export { CertificateVerifyForm } from './components/certificate-verify-form';
