import { mallItemAdminMessages as say } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { uploadProblem } from './uploads';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('uploadProblem', () => {
  it('takes pictures as thumbnails, nothing else', () => {
    expect(uploadProblem('thumbnail', file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(uploadProblem('thumbnail', file('a.webp', ''))).toBeNull();
    expect(uploadProblem('thumbnail', file('a.mp3', 'audio/mpeg'))).toBe(say.imageType);
    expect(uploadProblem('thumbnail', file('a.svg', 'image/svg+xml'))).toBe(say.imageType);
  });

  it('takes pictures, sound and video as samples', () => {
    expect(uploadProblem('sample', file('a.png', 'image/png'))).toBeNull();
    expect(uploadProblem('sample', file('a.mp3', 'audio/mpeg'))).toBeNull();
    expect(uploadProblem('sample', file('a.m4a', ''))).toBeNull();
    expect(uploadProblem('sample', file('a.webm', 'video/webm'))).toBeNull();
    expect(uploadProblem('sample', file('a.pdf', 'application/pdf'))).toBe(say.sampleType);
  });

  it('takes caption tracks named .vtt up to 1 MB, leaving their bytes to the server', () => {
    expect(uploadProblem('caption', file('자막.VTT', ''))).toBeNull();
    expect(uploadProblem('caption', file('자막.srt', 'application/x-subrip'))).toBe(say.captionType);
    expect(uploadProblem('caption', file('자막.vtt', 'text/vtt', 1024 * 1024 + 1))).toBe(say.fileTooLarge(1));
  });

  it('leaves a content file’s kind to the server', () => {
    expect(uploadProblem('content', file('설교.hwp', ''))).toBeNull();
  });

  it('refuses files over the size of their purpose', () => {
    expect(uploadProblem('thumbnail', file('a.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1))).toBe(
      say.fileTooLarge(10),
    );
    expect(uploadProblem('sample', file('a.mp4', 'video/mp4', 50 * 1024 * 1024 + 1))).toBe(
      say.fileTooLarge(50),
    );
    expect(uploadProblem('content', file('a.zip', '', 200 * 1024 * 1024))).toBeNull();
    expect(uploadProblem('content', file('a.zip', '', 200 * 1024 * 1024 + 1))).toBe(say.fileTooLarge(200));
  });
});
