// Parts of a server-rendered page that the browser brings to life only when they are
// needed: when they come near the viewport, or at the visitor's first input (a tap, a key,
// the wheel, back or forward), whichever comes first. Until then the server's HTML stays as
// it is, readable and with working plain links, and neither their code nor their rendering
// costs the phone anything while the page starts. Below the fold of the home page that is
// most of the page.
// How: the part sits in a wrapper element (display: contents, so that it changes no
// layout). While the page hydrates, the wrapper keeps the server's HTML untouched
// (dangerouslySetInnerHTML with nothing to set, so React leaves its content alone, whatever
// else renders). When the part is needed, its code loads and the wrapper is replaced in one
// commit by one rendering the part, with the same markup: nothing moves, focus stays on the
// same control and what the visitor typed stays typed. Not a Suspense boundary left to
// hydrate later: React renders such a boundary afresh, blank while its code loads, when
// any update (a navigation) reaches it first.
// A part rendered by a client-side navigation, with no server HTML, loads at once; its
// code is fetched as soon as the module declaring it runs.
import {
  createContext,
  lazy,
  memo,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
} from 'react';
import { HYDRATE_WHEN_NEEDED_MARGIN } from '../config/constants';

/**
 * Since when the markup of the part rendering now has been on the page (epoch ms): for a
 * part that took over the server's HTML, since that HTML was parsed. Undefined for a part
 * rendered afresh, whose markup appears now.
 */
const ServerHtmlSince = createContext<number | undefined>(undefined);

export function useServerHtmlSince(): number | undefined {
  return useContext(ServerHtmlSince);
}

/** When the page's HTML was parsed, as epoch ms. */
function pageParsedAt(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return Math.round(performance.timeOrigin + (navigation?.domInteractive ?? 0));
}

/** The wrapper's attribute, with the part's name. */
const PART_ATTRIBUTE = 'data-part';
const WRAPPER_STYLE: CSSProperties = { display: 'contents' };
const KEEP_SERVER_HTML = { __html: '' };
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** Releases of the parts still waiting: the first input releases them all. */
const waiting = new Set<() => void>();
const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'popstate'] as const;
let listening = false;

function releaseAll(): void {
  for (const release of [...waiting]) release();
}

/** Calls `release` when the element comes within the margin of the viewport, or at the first input. */
function whenNeeded(element: Element, release: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    release();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done();
    },
    { rootMargin: HYDRATE_WHEN_NEEDED_MARGIN },
  );
  const stop = () => {
    observer.disconnect();
    waiting.delete(done);
  };
  function done() {
    stop();
    release();
  }
  waiting.add(done);
  if (!listening) {
    listening = true;
    for (const type of INPUT_EVENTS) {
      window.addEventListener(type, releaseAll, { capture: true, passive: true });
    }
  }
  // display: contents has no box of its own: its first element is what comes into view.
  observer.observe(element.firstElementChild ?? element);
  return stop;
}

/** What the visitor did in a part's server HTML, carried over to the rendered part. */
interface VisitorState {
  /** The focused element's position among the focusable ones, or -1. */
  focus: number;
  /** Form fields the visitor changed: position among the fields, and value or checked. */
  fields: { index: number; value?: string; checked?: boolean }[];
}

const FIELDS = 'input, textarea, select';

function visitorState(wrapper: Element | null): VisitorState {
  if (!wrapper) return { focus: -1, fields: [] };
  const focused = document.activeElement;
  const fields: VisitorState['fields'] = [];
  wrapper.querySelectorAll<HTMLInputElement | HTMLSelectElement>(FIELDS).forEach((field, index) => {
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      if (field.checked !== field.defaultChecked) fields.push({ index, checked: field.checked });
      return;
    }
    const initial =
      field instanceof HTMLSelectElement
        ? ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value
        : field.defaultValue;
    if (field.value !== initial) fields.push({ index, value: field.value });
  });
  return {
    focus:
      focused && wrapper.contains(focused)
        ? [...wrapper.querySelectorAll(FOCUSABLE)].indexOf(focused)
        : -1,
    fields,
  };
}

/**
 * Puts the visitor's input into the rendered part as if typed there: the events tell
 * React, whose fields are controlled, what they now hold.
 */
function restoreVisitorState(wrapper: Element, { focus, fields }: VisitorState): void {
  const controls = wrapper.querySelectorAll<HTMLInputElement>(FIELDS);
  for (const { index, value, checked } of fields) {
    const field = controls[index];
    if (!field) continue;
    if (checked !== undefined) {
      if (field.checked !== checked) field.click();
    } else if (value !== undefined) {
      const prototype = Object.getPrototypeOf(field) as object;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(
        new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
      );
    }
  }
  if (focus >= 0)
    wrapper.querySelectorAll<HTMLElement>(FOCUSABLE)[focus]?.focus({ preventScroll: true });
}

/**
 * A component whose code loads, and whose server HTML comes to life, only when needed.
 * `name`: unique on the page, it marks the part's wrapper. `load`: the dynamic import of
 * the component.
 */
export function hydrateWhenNeeded<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const selector = `[${PART_ATTRIBUTE}="${name}"]`;
  let loaded: ComponentType<P> | undefined;
  const loadOnce = (() => {
    let loading: Promise<ComponentType<P>> | undefined;
    return () =>
      (loading ??= load().then((component) => {
        loaded = component;
        return component;
      }));
  })();
  const isBrowser = typeof document !== 'undefined';
  // Not on the page yet (a client-side navigation is rendering it): fetch the code now,
  // so that it arrives with the page rather than after it.
  if (isBrowser && !document.querySelector(selector)) void loadOnce();
  // The server renders the part within its page (prerenderStatic waits for its code).
  const OnServer = lazy(() => loadOnce().then((component) => ({ default: component })));

  function WhenNeeded(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    // Server HTML to keep: this render hydrates it, and the part's code has not run yet.
    const [frozen, setFrozen] = useState(
      () => isBrowser && !loaded && document.querySelector(selector) !== null,
    );
    const [Part, setPart] = useState(() => loaded);
    const [since] = useState(() => (frozen ? pageParsedAt() : undefined));
    const carried = useRef<VisitorState | null>(null);

    useEffect(() => {
      if (Part) return;
      let active = true;
      const show = () =>
        void loadOnce().then((component) => {
          if (!active) return;
          setPart(() => component);
          setFrozen(false);
        });
      if (!frozen || !wrapper.current) {
        show();
        return () => {
          active = false;
        };
      }
      const stop = whenNeeded(wrapper.current, show);
      return () => {
        active = false;
        stop();
      };
    }, [Part, frozen]);

    // The server's HTML, until the commit that replaces it: what the visitor typed or
    // focused in it is read then, as it is removed (a ref's cleanup runs in that commit,
    // before the removal), not when the code arrived: a key typed in between is not lost.
    const keepServerHtml = useCallback((element: HTMLDivElement | null) => {
      wrapper.current = element;
      if (!element) return undefined;
      return () => {
        carried.current = visitorState(element);
        if (wrapper.current === element) wrapper.current = null;
      };
    }, []);

    // ...and is there in the rendered part, before the browser paints it.
    useLayoutEffect(() => {
      if (!Part || !carried.current || !wrapper.current) return;
      restoreVisitorState(wrapper.current, carried.current);
      carried.current = null;
    }, [Part]);

    const attributes = { [PART_ATTRIBUTE]: name, style: WRAPPER_STYLE, ref: wrapper };
    if (!isBrowser) {
      return (
        <div {...attributes}>
          <Suspense fallback={null}>
            <OnServer {...props} />
          </Suspense>
        </div>
      );
    }
    if (frozen || !Part) {
      return (
        <div
          key="server-html"
          {...attributes}
          ref={keepServerHtml}
          dangerouslySetInnerHTML={KEEP_SERVER_HTML}
          suppressHydrationWarning
        />
      );
    }
    return (
      <div key="rendered" {...attributes}>
        <ServerHtmlSince.Provider value={since}>
          <Part {...props} />
        </ServerHtmlSince.Provider>
      </div>
    );
  }
  // Re-rendered with the same props, the wrapper is left alone.
  return memo(WhenNeeded) as unknown as ComponentType<P>;
}
