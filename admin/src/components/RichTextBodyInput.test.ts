import { describe, expect, it } from 'vitest';
import { imagesWithoutAlt } from './RichTextBodyInput';

describe('imagesWithoutAlt', () => {
  it('counts the images with no alternative text, or only spaces', () => {
    expect(imagesWithoutAlt('<p>Nessuna immagine</p>')).toBe(0);
    expect(
      imagesWithoutAlt(
        '<p><img src="/api/uploads/a.webp" alt="Volontari al lavoro"><img src="/api/uploads/b.webp"><img src="/api/uploads/c.webp" alt="  "><img src="/api/uploads/d.webp" alt=""></p>',
      ),
    ).toBe(3);
  });
});
