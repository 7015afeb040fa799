import { describe, expect, it } from 'vitest';
import { imageSources } from './api-url';

describe('imageSources', () => {
  it('offers the stored copies of an uploaded photo, with the sizes given', () => {
    expect(imageSources('/uploads/0b78f2d8-6871-4853-87c5-19812c063534.webp', '50vw')).toEqual({
      src: '/api/uploads/0b78f2d8-6871-4853-87c5-19812c063534.webp',
      srcSet: [160, 320, 480, 640, 960, 1280]
        .map((w) => `/api/uploads/0b78f2d8-6871-4853-87c5-19812c063534.webp?w=${w} ${w}w`)
        .concat('/api/uploads/0b78f2d8-6871-4853-87c5-19812c063534.webp 1600w')
        .join(', '),
      sizes: '50vw',
    });
    // The API's own prefix is not doubled.
    expect(imageSources('/api/uploads/a.jpg', '100vw').srcSet).toContain(
      '/api/uploads/a.jpg?w=160 160w',
    );
  });

  it('offers a small slot only the copies the densest screens need for it', () => {
    // 104 CSS px at 3 device pixels each: 312, so up to the 320 px copy.
    expect(imageSources('/uploads/a.webp', '104px', 104).srcSet).toBe(
      '/api/uploads/a.webp?w=160 160w, /api/uploads/a.webp?w=320 320w',
    );
    expect(imageSources('/uploads/a.webp', '160px', 160).srcSet).toBe(
      '/api/uploads/a.webp?w=160 160w, /api/uploads/a.webp?w=320 320w, /api/uploads/a.webp?w=480 480w',
    );
    // A slot wider than every copy at 3x ends with the stored image.
    expect(imageSources('/uploads/a.webp', '600px', 600).srcSet).toMatch(
      /\?w=1280 1280w, \/api\/uploads\/a\.webp 1600w$/,
    );
  });

  it('keeps the src alone for absolute URLs, files without copies and no image', () => {
    expect(imageSources('https://cdn.example.org/uploads/a.webp', '100vw')).toEqual({
      src: 'https://cdn.example.org/uploads/a.webp',
    });
    expect(imageSources('/uploads/a.gif', '100vw')).toEqual({ src: '/api/uploads/a.gif' });
    expect(imageSources('/uploads/logo.svg', '100vw')).toEqual({ src: '/api/uploads/logo.svg' });
    expect(imageSources(null, '100vw')).toEqual({ src: undefined });
  });

  it("keeps a file the back office's preview shows before uploading it (a blob: URL)", () => {
    const chosen = 'blob:http://127.0.0.1:4000/0b78f2d8-6871-4853-87c5-19812c063534';
    expect(imageSources(chosen, '100vw')).toEqual({ src: chosen });
  });
});
