import { describe, expect, it } from 'vitest';
import { hasImageExtension, postImageCommand } from './post-image-command';

const file = new File(['x'], 'cover.png', { type: 'image/png' });

describe('postImageCommand', () => {
  it('is UPDATE with a new file, even if the delete toggle was on', () => {
    expect(postImageCommand({ file, remove: false })).toBe('UPDATE');
    expect(postImageCommand({ file, remove: true })).toBe('UPDATE');
  });

  it('is DELETE with the toggle on and no file, and nothing otherwise', () => {
    expect(postImageCommand({ file: null, remove: true })).toBe('DELETE');
    expect(postImageCommand({ file: null, remove: false })).toBeNull();
  });
});

describe('hasImageExtension', () => {
  it('takes the image extensions in any case', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'b.png', 'c.gif', 'd.webp'])
      expect(hasImageExtension(name)).toBe(true);
  });

  it('refuses other files', () => {
    for (const name of ['a.pdf', 'png', 'a.png.exe', 'a.svg']) expect(hasImageExtension(name)).toBe(false);
  });
});
