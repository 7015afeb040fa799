import { contentToSafeHtml, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', () => {
    const html = sanitizeHtml(
      '<p>Ciao <strong>a tutti</strong></p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    );
    expect(html).toContain('<strong>a tutti</strong>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
  });

  it('protects links that open a new tab', () => {
    expect(sanitizeHtml('<a href="https://cri.it" target="_blank">CRI</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});

describe('contentToSafeHtml', () => {
  it('turns the plain text of the back-office textarea into paragraphs and line breaks', () => {
    expect(contentToSafeHtml('Primo paragrafo\nsu due righe.\n\nSecondo: 5 < 6 & "ok"')).toBe(
      '<p>Primo paragrafo<br>su due righe.</p><p>Secondo: 5 &lt; 6 &amp; &quot;ok&quot;</p>',
    );
  });

  it('sanitises content that is already HTML', () => {
    const html = contentToSafeHtml('<p>Ciao</p><img src="x.png" onerror="alert(1)">');
    expect(html).toContain('<p>Ciao</p>');
    expect(html).not.toContain('onerror');
  });
});
