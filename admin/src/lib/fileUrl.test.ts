import { describe, expect, it } from 'vitest';
import { resolveFileUrl } from './fileUrl';

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
