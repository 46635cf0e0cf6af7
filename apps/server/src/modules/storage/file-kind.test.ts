import { describe, expect, it } from 'vitest';
import { detectFileKind, storedExtension } from './file-kind';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('what an uploaded file is, by its bytes', () => {
  it('knows documents, sound, video and archives', () => {
    expect(detectFileKind(bytes('%PDF-1.7\n'))).toEqual({ family: 'document', extension: 'pdf' });
    expect(detectFileKind(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toEqual({
      family: 'audio',
      extension: 'wav',
    });
    expect(detectFileKind(bytes('ID3', [4, 0, 0]))).toEqual({ family: 'audio', extension: 'mp3' });
    expect(detectFileKind(bytes([0, 0, 0, 0x20], 'ftypM4A '))).toEqual({
      family: 'audio',
      extension: 'm4a',
    });
    expect(detectFileKind(bytes([0, 0, 0, 0x20], 'ftypisom'))).toEqual({
      family: 'video',
      extension: 'mp4',
    });
    expect(detectFileKind(bytes([0x1a, 0x45, 0xdf, 0xa3, 1]))).toEqual({
      family: 'video',
      extension: 'webm',
    });
    expect(detectFileKind(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))?.family).toBe('document');
    expect(detectFileKind(bytes([0x50, 0x4b, 0x03, 0x04, 0x14]))).toEqual({
      family: 'archive',
      extension: 'zip',
    });
  });

  it('refuses pages, scripts and programs whatever they are called', () => {
    expect(detectFileKind(bytes('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(detectFileKind(bytes('#!/bin/sh\nrm -rf /\n'))).toBeNull();
    expect(detectFileKind(bytes('MZ', [0x90, 0]))).toBeNull();
    expect(detectFileKind(Buffer.alloc(0))).toBeNull();
  });

  it('keeps an office or 한글 document’s own extension, never a foreign one', () => {
    const zip = { family: 'archive', extension: 'zip' } as const;
    expect(storedExtension(zip, '교안.hwpx')).toBe('hwpx');
    expect(storedExtension(zip, '출석부.XLSX')).toBe('xlsx');
    expect(storedExtension(zip, 'evil.html')).toBe('zip');
    expect(storedExtension({ family: 'document', extension: 'hwp' }, '설교.doc')).toBe('doc');
    expect(storedExtension({ family: 'document', extension: 'pdf' }, 'a.exe')).toBe('pdf');
  });
});
