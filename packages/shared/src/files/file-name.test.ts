import { describe, expect, it } from 'vitest';
import { isPlainFileName, plainFileName } from './file-name';

describe('file names a buyer saves', () => {
  it('accepts one plain name, Korean included', () => {
    for (const name of ['설교 원고.pdf', 'slides (2).pptx', '.hidden.txt', 'a.b.c'])
      expect(isPlainFileName(name)).toBe(true);
  });

  it('refuses folders, roots, drives, control characters and reserved characters', () => {
    for (const name of [
      '../../evil.pdf',
      '..\\..\\win.pdf',
      '/etc/abs.pdf',
      'C:\\x.pdf',
      'C:x.pdf',
      'a\r\nb.pdf',
      'tab\there',
      'a|b',
      '..',
      ' ',
      '',
    ])
      expect(isPlainFileName(name), name).toBe(false);
  });

  it('turns a stored name into a plain one to write', () => {
    expect(plainFileName('../../evil.pdf')).toBe('evil.pdf');
    expect(plainFileName('..\\..\\win.pdf')).toBe('win.pdf');
    expect(plainFileName('/etc/abs.pdf')).toBe('abs.pdf');
    expect(plainFileName('C:\\x.pdf')).toBe('x.pdf');
    expect(plainFileName('a\r\nb.pdf')).toBe('a__b.pdf');
    expect(plainFileName('../..', 'file-3')).toBe('file-3');
    expect(plainFileName('부활절 설교.pdf')).toBe('부활절 설교.pdf');
  });
});
