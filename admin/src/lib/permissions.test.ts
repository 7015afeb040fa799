import { describe, expect, it } from 'vitest';
import { allows } from './permissions';

// As `me.permissions` lists them for an editor: the content, read and written; the settings
// read (the public site reads them too), not written.
const editor = ['news.read', 'news.write', 'settings.read'];

describe('allows', () => {
  it("maps react-admin's reading actions to .read and its writing actions to .write", () => {
    for (const action of ['list', 'show', 'export']) {
      expect(allows(['news.read'], 'news', action)).toBe(true);
      expect(allows(['news.write'], 'news', action)).toBe(false);
    }
    for (const action of ['create', 'edit', 'delete', 'clone']) {
      expect(allows(['news.write'], 'news', action)).toBe(true);
      expect(allows(['news.read'], 'news', action)).toBe(false);
    }
  });

  it('answers for the named resource only', () => {
    expect(allows(editor, 'news', 'delete')).toBe(true);
    expect(allows(editor, 'settings', 'list')).toBe(true);
    expect(allows(editor, 'settings', 'edit')).toBe(false);
    expect(allows(editor, 'users', 'list')).toBe(false);
    expect(allows(editor, 'newsletter', 'list')).toBe(false);
  });

  it('refuses an action it does not know, and everything without permissions', () => {
    expect(allows(editor, 'news', 'publish')).toBe(false);
    expect(allows(undefined, 'news', 'list')).toBe(false);
    expect(allows([], 'news', 'list')).toBe(false);
  });
});
