// A part kept as the server's HTML comes to life with what the visitor did in it: what was
// typed, even a key typed after the part's code arrived and before React replaced the HTML,
// and the focus. jsdom has no IntersectionObserver, so a part is needed at once.
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateWhenNeeded } from './hydrate-when-needed';

function NameField() {
  const [name, setName] = useState('');
  return (
    <label>
      Nome
      <input value={name} onChange={(event) => setName(event.target.value)} />
      <span data-testid="state">{name}</span>
    </label>
  );
}

/** The part's server HTML, as the server renders it (a display: contents wrapper). */
const SERVER_HTML =
  '<div data-part="prova" style="display:contents"><label>Nome<input value=""/><span data-testid="state"></span></label></div>';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('hydrateWhenNeeded', () => {
  let root: Root | undefined;
  let container: HTMLElement | undefined;

  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });

  it('carries over text typed after the code arrived and before the part replaced the HTML', async () => {
    let deliver!: (component: typeof NameField) => void;
    const code = new Promise<typeof NameField>((resolve) => (deliver = resolve));
    container = document.createElement('div');
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
    let requested = false;
    const Part = hydrateWhenNeeded('prova', () => {
      requested = true;
      return code;
    });
    const serverInput = container.querySelector('input')!;

    // React's updates run in tasks of their own: this test steps between them by hand.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      root = hydrateRoot(container, <Part />);
      // Hydrated, and the part is needed at once: its code is asked for.
      while (!requested) await nextTask();
      serverInput.focus();
      serverInput.value = 'Giu';
      // The code arrives; React has scheduled the part's render but not yet committed it.
      deliver(NameField);
      for (let i = 0; i < 10; i++) await Promise.resolve();
      expect(container.querySelector('input')).toBe(serverInput);
      serverInput.value = 'Giulia';
      for (let i = 0; i < 50 && container.querySelector('input') === serverInput; i++)
        await nextTask();
      await nextTask();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }

    const input = container.querySelector('input')!;
    expect(input).not.toBe(serverInput);
    expect(input.value).toBe('Giulia');
    // React's state holds it too: the field is controlled.
    expect(container.querySelector('[data-testid="state"]')!.textContent).toBe('Giulia');
    expect(document.activeElement).toBe(input);
  });
});
