// The browser's build drops what a page does not use of react-router. Its production
// build declares its components as `var Link = React.forwardRef(...)` followed by
// `Link.displayName = "Link"`: a call that the bundler cannot know to be free of side
// effects, and an assignment that is one. So every component it exports stays in the
// bundle, used or not (Form, NavLink, Link with its framework-mode prefetching: 6 KB
// before compression). This plugin marks those calls as pure, as React's own builds
// mark theirs, and removes the displayName assignments, which only React's development
// tools read: what nothing uses then goes.
import type { Plugin } from 'vite';

/** The calls whose result is the only effect: React's component and context factories. */
const FACTORY_CALL = /= (React\d*\.(?:forwardRef|memo|createContext)\()/g;
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/** The code of react-router's production build, with those side effects gone. */
export function withoutSideEffects(code: string): string {
  return code.replace(FACTORY_CALL, '= /* @__PURE__ */ $1').replace(DISPLAY_NAME, '');
}

export function reactRouterSideEffects(): Plugin {
  return {
    name: 'react-router-side-effects',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]/.test(id)) return null;
      return { code: withoutSideEffects(code), map: null };
    },
  };
}
