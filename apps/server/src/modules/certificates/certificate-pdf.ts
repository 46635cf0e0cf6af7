import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/** What one page of a certificate prints; every text as it was issued. */
export type CertificatePage = {
  name: string;
  church: string;
  conferenceTitle: string;
  dates: string;
  /** "6시간", "6.5시간". */
  hours: string;
  /** "2026년 11월 26일". */
  issuedDate: string;
  issuerName: string;
  /** XXXX-XXXX-XXXX. */
  code: string;
  /** The verify page with the code filled in. */
  verifyUrl: string;
};

export type CertificatePdfInput = {
  pages: CertificatePage[];
  /** The issuer's seal (PNG or JPEG bytes), printed over their name; null for none. */
  seal: Uint8Array | null;
};

// Pretendard (SIL Open Font License), from the npm package: pdfkit embeds only the glyphs used.
const require = createRequire(import.meta.url);
const fontFolder = 'pretendard/dist/public/static/alternative';
const regularFont = require.resolve(`${fontFolder}/Pretendard-Regular.ttf`);
const boldFont = require.resolve(`${fontFolder}/Pretendard-Bold.ttf`);

const ink = '#1e293b';
const muted = '#475569';
const accent = '#1e3a8a';

/** One A4 page of a certificate of attendance (이수증). */
function drawPage(doc: PDFKit.PDFDocument, page: CertificatePage, seal: Buffer | null) {
  const width = doc.page.width;
  const height = doc.page.height;
  const left = 80;
  const inner = width - left * 2;

  doc
    .lineWidth(2.5)
    .strokeColor(accent)
    .rect(28, 28, width - 56, height - 56)
    .stroke();
  doc
    .lineWidth(0.8)
    .rect(36, 36, width - 72, height - 72)
    .stroke();

  doc.font('regular').fontSize(10).fillColor(muted).text(`확인 코드 ${page.code}`, left, 60, {
    width: inner,
    align: 'left',
  });

  doc.font('bold').fontSize(40).fillColor(accent).text('이수증', left, 120, {
    width: inner,
    align: 'center',
    characterSpacing: 18,
  });

  const rows: [string, string][] = [
    ['성명', page.name],
    ['소속', page.church],
    ['과정명', page.conferenceTitle],
    ['교육 일자', page.dates || '-'],
    ['이수 시간', page.hours],
  ];
  let y = 240;
  for (const [label, value] of rows) {
    doc
      .font('bold')
      .fontSize(14)
      .fillColor(muted)
      .text(label, left + 20, y, { width: 90 });
    doc.font('regular').fontSize(14).fillColor(ink);
    const valueHeight = doc.heightOfString(value, { width: inner - 130 });
    doc.text(value, left + 120, y, { width: inner - 130 });
    y += Math.max(26, valueHeight + 10);
  }

  // Two lines of their own: Korean may break between any two syllables, so the breaks are chosen here.
  y = Math.max(y + 40, 450);
  doc.font('regular').fontSize(16).fillColor(ink);
  for (const line of [
    `위 사람은 「${page.conferenceTitle}」 과정을`,
    '성실히 이수하였기에 이 증서를 드립니다.',
  ]) {
    doc.text(line, left, y, { width: inner, align: 'center' });
    y = doc.y + 8;
  }

  doc
    .font('regular')
    .fontSize(15)
    .fillColor(ink)
    .text(page.issuedDate, left, Math.max(y + 50, 590), {
      width: inner,
      align: 'center',
    });

  const issuerY = Math.max(doc.y + 40, 650);
  doc.font('bold').fontSize(22).fillColor(ink).text(page.issuerName, left, issuerY, {
    width: inner,
    align: 'center',
  });
  if (seal) {
    // The seal over the end of the issuer's name, as a stamp is put on a paper certificate.
    doc.font('bold').fontSize(22);
    const nameWidth = Math.min(doc.widthOfString(page.issuerName), inner);
    const size = 60;
    const x = Math.min(width / 2 + nameWidth / 2 - size * 0.3, width - left - size);
    doc.image(seal, x, issuerY + 13 - size / 2, { fit: [size, size], align: 'center', valign: 'center' });
  }

  doc
    .font('regular')
    .fontSize(9)
    .fillColor(muted)
    .text('이 이수증의 진위는 아래 주소에서 확인 코드로 확인할 수 있습니다.', left, height - 100, {
      width: inner,
      align: 'center',
    })
    .text(`${page.verifyUrl}  (확인 코드 ${page.code})`, { width: inner, align: 'center' });
}

/**
 * Builds the PDF of one or more certificates, one page each (a group's certificates as one file).
 * CPU work: the routes run it on the worker pool (platform/workers), so its input and answer are plain
 * data (structured clone).
 */
export async function buildCertificatesPdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: input.pages.length === 1 ? `이수증 - ${input.pages[0]?.name}` : '이수증', Creator: '' },
  });
  doc.registerFont('regular', regularFont);
  doc.registerFont('bold', boldFont);
  const chunks: Buffer[] = [];
  const done = new Promise<void>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  const seal = input.seal ? Buffer.from(input.seal) : null;
  for (const page of input.pages) {
    doc.addPage({ size: 'A4', margin: 0 });
    drawPage(doc, page, seal);
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
