import { describe, expect, it } from 'vitest';
import { resolveFileUrl, thumbnailUrl } from './fileUrl';

describe('resolveFileUrl', () => {
  it('prefixes relative paths with the API base', () => {
    expect(resolveFileUrl('/uploads/a.pdf')).toBe('/api/uploads/a.pdf');
    expect(resolveFileUrl('uploads/a.pdf')).toBe('/api/uploads/a.pdf');
  });

  it('keeps absolute and already prefixed URLs', () => {
    expect(resolveFileUrl('https://files.example.org/a.pdf')).toBe(
      'https://files.example.org/a.pdf',
    );
    expect(resolveFileUrl('/api/uploads/a.pdf')).toBe('/api/uploads/a.pdf');
  });

  it('has no URL for a missing value', () => {
    expect(resolveFileUrl('')).toBeUndefined();
    expect(resolveFileUrl(null)).toBeUndefined();
  });
});

describe('thumbnailUrl', () => {
  it("names a stored photo's 160 px copy", () => {
    expect(thumbnailUrl('/uploads/0b78f2d8-6871-4853-87c5-19812c063534.webp')).toBe(
      '/api/uploads/0b78f2d8-6871-4853-87c5-19812c063534.webp?w=160',
    );
    expect(thumbnailUrl('/api/uploads/a.jpg')).toBe('/api/uploads/a.jpg?w=160');
  });

  it('keeps other URLs as they are', () => {
    expect(thumbnailUrl('https://files.example.org/uploads/a.webp')).toBe(
      'https://files.example.org/uploads/a.webp',
    );
    expect(thumbnailUrl('/uploads/a.gif')).toBe('/api/uploads/a.gif');
    expect(thumbnailUrl('blob:http://localhost/1')).toBe('blob:http://localhost/1');
    expect(thumbnailUrl(undefined)).toBeUndefined();
  });
});
