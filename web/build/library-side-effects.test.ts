import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { withoutSideEffects } from './library-side-effects';

const require = createRequire(import.meta.url);

describe('withoutSideEffects', () => {
  it('marks the component factories pure and drops the displayName assignments', () => {
    const code = [
      'var Link = React10.forwardRef(function LinkWithRef(props, ref) {});',
      'Link.displayName = "Link";',
      'var RouteContext = React.createContext(null);',
      'var Memo = React3.memo(Inner);',
      'var other = callSomething();',
      'label.displayName = computed;',
    ].join('\n');
    expect(withoutSideEffects(code)).toBe(
      [
        'var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef(props, ref) {});',
        '',
        'var RouteContext = /* @__PURE__ */ React.createContext(null);',
        'var Memo = /* @__PURE__ */ React3.memo(Inner);',
        'var other = callSomething();',
        'label.displayName = computed;',
      ].join('\n'),
    );
  });

  it("finds them in the installed react-router's production build", () => {
    const dir = path.join(path.dirname(require.resolve('react-router')), '..', 'production');
    const code = readdirSync(dir)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(path.join(dir, file), 'utf8'))
      .join('\n');
    expect(code).toMatch(/^NavLink\.displayName = "NavLink";$/m);
    const changed = withoutSideEffects(code);
    expect(changed).not.toMatch(/^[\w$]+\.displayName = "/m);
    expect(changed).toMatch(/var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(changed).not.toMatch(/= React\d*\.(forwardRef|memo|createContext)\(/);
  });
});
