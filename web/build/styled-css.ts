// The CSS of the site's styled-components templates, without what only its readers need:
// comments, indentation, line breaks and the spaces around punctuation (what
// styled-components' Babel plugin does with its `minify` option). The browser's bundle
// carries these templates as text, so every page loaded about 0.5 KB (gzip) more of them
// before. Both builds (the browser's and the server's render) use it: styled-components
// names a class after its CSS, so the two must see the same text.
import ts from 'typescript';
import type { Plugin } from 'vite';

/** Template tags whose text is CSS: styled.x, styled(X), their .attrs/.withConfig, css... */
const CSS_TAGS = new Set(['styled', 'css', 'createGlobalStyle', 'keyframes']);

export function isCssTag(tag: ts.Expression): boolean {
  let node: ts.Expression = tag;
  for (;;) {
    if (ts.isIdentifier(node)) return CSS_TAGS.has(node.text);
    if (ts.isPropertyAccessExpression(node) || ts.isCallExpression(node)) node = node.expression;
    else return false;
  }
}

/** A space may go after these and before these (before ':' it may not: `a :hover`). */
const SPACE_NOT_NEEDED_AFTER = new Set(['{', '}', ';', ',', ':', '(']);
const SPACE_NOT_NEEDED_BEFORE = new Set(['{', '}', ';', ',', ')']);
const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\t' || c === '\r';

/**
 * One literal part of a CSS template (the text between two interpolations, as written in
 * the source), minified. `atStart`/`atEnd`: the part begins/ends the template, rather
 * than an interpolation whose text is not known here: a space next to one is kept (as one
 * space) unless the punctuation on this side makes it useless. Strings, url(...) and
 * escapes are left as they are.
 */
export function minifyCssPart(text: string, atStart: boolean, atEnd: boolean): string {
  let out = '';
  let space = false;
  const emit = (chunk: string) => {
    if (space) {
      const before = out.length > 0 ? out[out.length - 1] : atStart ? '{' : '';
      if (!SPACE_NOT_NEEDED_AFTER.has(before) && !SPACE_NOT_NEEDED_BEFORE.has(chunk[0])) {
        out += ' ';
      }
      space = false;
    }
    out += chunk;
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (isSpace(c)) {
      space = true;
      i++;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
      space = true;
    } else if (text.startsWith('//', i) && text[i - 1] !== ':') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
      space = true;
    } else if (c === '\\') {
      emit(text.slice(i, i + 2));
      i += 2;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      emit(text.slice(i, j + 1));
      i = j + 1;
    } else if (/^url\(/i.test(text.slice(i, i + 4))) {
      const end = text.indexOf(')', i);
      const stop = end < 0 ? text.length : end + 1;
      emit(text.slice(i, stop));
      i = stop;
    } else {
      emit(c);
      i++;
    }
  }
  if (space && !atEnd && out.length > 0 && !SPACE_NOT_NEEDED_AFTER.has(out[out.length - 1])) {
    out += ' ';
  } else if (space && !atEnd && out.length === 0 && !atStart) {
    // Only spaces between two interpolations: they may separate two values.
    out = ' ';
  }
  return out;
}

/** The source with the text of its CSS templates minified (null: nothing to change). */
export function minifyStyledCss(source: string, fileName: string): string | null {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.TSX,
  );
  // Each literal part: [start, end) of its text in the source, and its place in the template.
  const parts: { start: number; end: number; atStart: boolean; atEnd: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && isCssTag(node.tag)) {
      const template = node.template;
      if (ts.isNoSubstitutionTemplateLiteral(template)) {
        parts.push({
          start: template.getStart(file) + 1,
          end: template.end - 1,
          atStart: true,
          atEnd: true,
        });
      } else {
        // head: `...${   middle: }...${   tail: }...`
        parts.push({
          start: template.head.getStart(file) + 1,
          end: template.head.end - 2,
          atStart: true,
          atEnd: false,
        });
        template.templateSpans.forEach((span, index) => {
          const last = index === template.templateSpans.length - 1;
          parts.push({
            start: span.literal.getStart(file) + 1,
            end: span.literal.end - (last ? 1 : 2),
            atStart: false,
            atEnd: last,
          });
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (parts.length === 0) return null;
  let out = '';
  let at = 0;
  for (const part of parts.sort((a, b) => a.start - b.start)) {
    out += source.slice(at, part.start);
    out += minifyCssPart(source.slice(part.start, part.end), part.atStart, part.atEnd);
    at = part.end;
  }
  return out + source.slice(at);
}

export function styledCssMinifier(): Plugin {
  return {
    name: 'styled-css-minifier',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes('styled-components')) return null;
      const minified = minifyStyledCss(code, id);
      return minified === null ? null : { code: minified, map: null };
    },
  };
}
