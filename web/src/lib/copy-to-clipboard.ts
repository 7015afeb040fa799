// Copies a short text (fiscal code, IBAN). The asynchronous Clipboard API needs a
// secure context and may be refused; the hidden-textarea fallback covers older
// browsers and plain-http intranets.

function copyWithSelection(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.top = '0';
  textarea.style.left = '0';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  const previousFocus = document.activeElement as HTMLElement | null;
  textarea.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  textarea.remove();
  previousFocus?.focus?.();
  return copied;
}

/** Resolves true when the text reached the clipboard. */
export async function copyToClipboard(text: string): Promise<boolean> {
  // navigator.clipboard exists only in secure contexts (https, localhost).
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or document not focused: try the selection fallback.
    }
  }
  return copyWithSelection(text);
}
