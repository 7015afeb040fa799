// Accessible modal dialog: rendered in a portal, traps focus while open, closes on
// Escape, on a backdrop click and with its close button, locks page scroll and
// returns focus to the element that opened it. Never on the server (no document.body
// to portal into) nor in the render that hydrates the server's HTML: a dialog asked for
// by the URL (/news?id=) opens right after.
import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useScrollLock } from '../../lib/use-scroll-lock';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog (shown as its heading unless hideTitle). */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  /** Label of the X button. */
  closeLabel?: string;
  size?: 'sm' | 'md' | 'lg';
  /** alertdialog for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus first (defaults to the first focusable element). */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
}

export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  closeLabel = 'Chiudi',
  size = 'md',
  role = 'dialog',
  initialFocusRef,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useScrollLock(open);

  useEffect(() => {
    if (!open || !inBrowser) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first =
      initialFocusRef?.current ?? dialog?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
    first?.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const firstEl = focusable[0];
      const lastEl = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === firstEl) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && document.activeElement === lastEl) {
        event.preventDefault();
        firstEl.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previouslyFocused?.focus?.();
    };
  }, [open, inBrowser, initialFocusRef]);

  if (!open || !inBrowser) return null;

  return createPortal(
    <Backdrop
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Dialog
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $size={size}
      >
        <CloseButton type="button" onClick={onClose} aria-label={closeLabel}>
          <span aria-hidden="true">×</span>
        </CloseButton>
        <Title id={titleId} className={hideTitle ? 'visually-hidden' : undefined}>
          {title}
        </Title>
        {children}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}

function subscribeToNothing(): () => void {
  return () => {};
}

const widths = { sm: '420px', md: '640px', lg: '880px' } as const;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.overlay};
  animation: fade-in ${({ theme }) => theme.motion.base} ease-out;

  @keyframes fade-in {
    from {
      opacity: 0;
    }
  }
`;

const Dialog = styled.div<{ $size: keyof typeof widths }>`
  position: relative;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)}
    ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  font-size: 1.4rem;
  padding-right: ${({ theme }) => theme.space(8)};
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
