import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compile, serialize, stringify } from 'stylis';
import ts from 'typescript';
import { isCssTag, minifyCssPart, minifyStyledCss } from './styled-css';

const srcDir = path.resolve(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each CSS template of the source as one text, its interpolations as numbered placeholders. */
function cssTemplates(source: string): string[] {
  const file = ts.createSourceFile(
    'x.tsx',
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && isCssTag(node.tag)) {
      const template = node.template;
      found.push(
        ts.isNoSubstitutionTemplateLiteral(template)
          ? template.rawText!
          : template.head.rawText! +
              template.templateSpans.map((span, i) => `__i${i}__${span.literal.rawText}`).join(''),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * What styled-components' stylis makes of a component's CSS. Stylis keeps the line breaks
 * and spaces within a value (`rgba(0, 0, 0, 0.1)`, a gradient over three lines) and in a
 * media query, where they mean no more than one space, or nothing after a comma, a colon
 * or an opening parenthesis and before a closing one: both sides of the comparison are
 * written that way.
 */
const compiled = (css: string) =>
  serialize(compile(`.c{${css}}`), stringify)
    .replace(/\s+/g, ' ')
    .replace(/([,:(]) /g, '$1')
    .replace(/ \)/g, ')');

describe('minifyCssPart', () => {
  it('drops comments, indentation and the spaces that punctuation makes useless', () => {
    expect(
      minifyCssPart(
        '\n  display: flex; /* row */\n  gap: 8px;\n\n  a:hover,\n  a:focus {\n    color: red;\n  }\n',
        true,
        true,
      ),
    ).toBe('display:flex;gap:8px;a:hover,a:focus{color:red;}');
  });

  it('keeps the spaces that separate values and selectors, and one next to an interpolation', () => {
    expect(minifyCssPart('\n  padding: 0 ', true, false)).toBe('padding:0 ');
    expect(minifyCssPart(' auto;\n  & > span :hover {', false, false)).toBe(
      ' auto;& > span :hover{',
    );
    expect(minifyCssPart('\n  ', false, false)).toBe(' ');
    expect(minifyCssPart(';\n  ', false, false)).toBe(';');
    expect(minifyCssPart(' {\n  display: none;\n}\n', false, true)).toBe('{display:none;}');
  });

  it('leaves strings, url(...) and escapes as they are', () => {
    expect(minifyCssPart("content: '  a ;  b ';", true, true)).toBe("content:'  a ;  b ';");
    expect(
      minifyCssPart(
        'background: url("data:image/svg+xml,%3Csvg  a=\'1 2\'%3E") center;',
        true,
        true,
      ),
    ).toBe('background:url("data:image/svg+xml,%3Csvg  a=\'1 2\'%3E") center;');
    expect(minifyCssPart("content: '\\201C';  quotes: \\'x\\' ;", true, true)).toBe(
      "content:'\\201C';quotes:\\'x\\';",
    );
  });

  it('drops line comments, but not a URL', () => {
    expect(minifyCssPart('\n  // a note\n  color: red;\n', true, true)).toBe('color:red;');
    expect(minifyCssPart('src: url(http://a.it/x.woff) format("woff");', true, true)).toBe(
      'src:url(http://a.it/x.woff) format("woff");',
    );
  });
});

describe('minifyStyledCss', () => {
  it('minifies the templates of styled, css, createGlobalStyle and keyframes, and nothing else', () => {
    const source = [
      "const A = styled.div<{ $x: boolean }>`\n  color: ${({ $x }) => ($x ? 'red' : 'blue')};\n  margin: 0 ${(p) => p.m};\n`;",
      'const B = styled(Link).attrs({ role: "x" })`\n  display: block;\n`;',
      'const C = css`\n  top: 0;\n`;',
      'const G = createGlobalStyle`\n  body { margin: 0; }\n`;',
      'const K = keyframes`\n  from { opacity: 0; }\n`;',
      'const text = `\n  keep:  this;\n`;',
      'const other = gql`\n  query { a }\n`;',
    ].join('\n');
    expect(minifyStyledCss(source, 'x.tsx')).toBe(
      [
        "const A = styled.div<{ $x: boolean }>`color:${({ $x }) => ($x ? 'red' : 'blue')};margin:0 ${(p) => p.m};`;",
        'const B = styled(Link).attrs({ role: "x" })`display:block;`;',
        'const C = css`top:0;`;',
        'const G = createGlobalStyle`body{margin:0;}`;',
        'const K = keyframes`from{opacity:0;}`;',
        'const text = `\n  keep:  this;\n`;',
        'const other = gql`\n  query { a }\n`;',
      ].join('\n'),
    );
    expect(minifyStyledCss('const a = `x`;', 'x.ts')).toBeNull();
  });

  it("changes nothing of what the site's CSS means: stylis compiles every template to the same rules", () => {
    let templates = 0;
    for (const file of sourceFiles(srcDir)) {
      const source = readFileSync(file, 'utf8');
      const original = cssTemplates(source);
      if (original.length === 0) continue;
      const minified = cssTemplates(minifyStyledCss(source, file)!);
      expect(minified, file).toHaveLength(original.length);
      original.forEach((css, i) => {
        expect(minified[i].length, `${file}, template ${i}`).toBeLessThanOrEqual(css.length);
        expect(compiled(minified[i]), `${file}, template ${i}`).toBe(compiled(css));
      });
      templates += original.length;
    }
    // The site's templates were all there to compare.
    expect(templates).toBeGreaterThan(200);
  });
});
