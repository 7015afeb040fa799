import { htmlToText } from './html-to-text';

describe('htmlToText', () => {
  it('extracts plain text for searching', () => {
    expect(htmlToText('<p>Raccolta <em>fondi</em></p>\n<p>in piazza</p>')).toBe(
      'Raccolta fondi in piazza',
    );
  });
});
