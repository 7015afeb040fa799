// The server-side allowlist of rich text: what is kept, and the usual XSS payloads dropped.
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps the allowlisted structure and links', () => {
    const html =
      '<h2>Titolo</h2><p>Testo <strong>forte</strong> e <em>enfasi</em><br></p><ul><li>uno</li></ul><ol><li>due</li></ol><blockquote>citazione</blockquote><p><a href="https://cri.it">sito</a> <a href="mailto:a@b.it">mail</a> <a href="tel:+39123">tel</a> <a href="/servizi">servizi</a></p>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops scripts, handlers, styles, javascript: and data: links and foreign tags', () => {
    const cleaned = sanitizeRichText(
      '<p onclick="alert(1)" style="color:red">ciao</p><script>alert(2)</script>' +
        '<img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a>' +
        '<a href="JaVaScRiPt:alert(5)">y</a><a href="data:text/html,hi">z</a>' +
        '<iframe src="https://evil.example"></iframe><svg onload="alert(6)"></svg><h1>grande</h1>',
    );
    expect(cleaned).toBe('<p>ciao</p><a>x</a><a>y</a><a>z</a>grande');
    expect(cleaned).not.toContain('<img');
    expect(cleaned).not.toMatch(/alert|script|onerror|onclick|style|javascript|iframe/i);
  });

  it('keeps images from our uploads or http(s) with their alt text, nothing else', () => {
    const kept =
      '<p><img src="/uploads/a1-b2.webp" alt="Ambulanza" /><img src="/api/uploads/c3.webp" alt="" /><img src="https://cri.it/foto.jpg" alt="Foto" /></p>';
    expect(sanitizeRichText(kept)).toBe(kept);
    const cleaned = sanitizeRichText(
      '<img src="javascript:alert(1)" alt="a"><img src="data:image/png;base64,AAAA" alt="b">' +
        '<img src="//evil.example/x.png"><img src="/etc/passwd"><img alt="senza">' +
        '<img src="/uploads/x.webp" onerror="alert(2)" style="width:1px" width="9">',
    );
    expect(cleaned).toBe('<img src="/uploads/x.webp" />');
  });
});
