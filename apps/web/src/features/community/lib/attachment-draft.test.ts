import { describe, expect, it } from 'vitest';
import { attachmentProblem } from './attachment-draft';

const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name);

describe('the attachments chosen for a post', () => {
  it('takes 한글, PDF, office, pictures and zip up to five, counting the ones kept', () => {
    expect(attachmentProblem([file('1과.hwp'), file('1과.hwpx'), file('안내.PDF')], 2)).toBeNull();
    expect(attachmentProblem([file('a.pdf'), file('b.pdf')], 4)).toBe('첨부파일은 5개까지 올릴 수 있습니다.');
  });

  it('names the file it refuses: a type not on the list, or over 50 MB', () => {
    expect(attachmentProblem([file('설치.exe')], 0)).toBe(
      '설치.exe: 올릴 수 없는 파일 형식입니다. 한글, PDF, 오피스 문서, 이미지, ZIP 파일만 올릴 수 있습니다.',
    );
    expect(attachmentProblem([file('확장자없음')], 0)).toContain('올릴 수 없는 파일 형식');
    const big = { name: '영상.zip', size: 50 * 1024 * 1024 + 1 } as File;
    expect(attachmentProblem([big], 0)).toBe('영상.zip: 첨부파일은 하나에 50MB까지 올릴 수 있습니다.');
  });
});
