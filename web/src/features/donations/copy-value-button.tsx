// A value the donor has to type elsewhere (fiscal code, IBAN), shown large; a click
// copies it and confirms with an alert, as the public spec asks.
import styled from 'styled-components';
import { copyToClipboard } from '../../lib/copy-to-clipboard';

interface CopyValueButtonProps {
  /** The text copied, without display spacing. */
  value: string;
  /** How it is shown (e.g. an IBAN in groups of four). */
  display?: string;
  /** Start of the button's accessible name, before the value (not shown). */
  label: string;
  /** Alert shown once the value is in the clipboard. */
  copiedMessage: string;
}

export function CopyValueButton({ value, display, label, copiedMessage }: CopyValueButtonProps) {
  async function copy() {
    const copied = await copyToClipboard(value);
    window.alert(
      copied
        ? copiedMessage
        : `Copia non riuscita: seleziona il testo e copialo a mano.\n\n${value}`,
    );
  }

  return (
    <Button type="button" onClick={copy}>
      {/* The visible text stays part of the accessible name (WCAG 2.5.3). */}
      <span className="visually-hidden">{label}: </span>
      <Value translate="no">{display ?? value}</Value>
      <Hint>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
            <rect x="8" y="8" width="12" height="12" rx="2" />
            <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />
          </g>
        </svg>
        Clicca per copiare
      </Hint>
    </Button>
  );
}

const Button = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border: 2px dashed ${({ theme }) => theme.colors.redDark};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.redLight};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: copy;

  &:hover {
    border-style: solid;
  }
`;

const Value = styled.span`
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: clamp(1.05rem, 0.8rem + 1.2vw, 1.4rem);
  font-weight: 700;
  letter-spacing: 0.04em;
  overflow-wrap: anywhere;
`;

const Hint = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.colors.redDark};
  font-size: 0.9rem;
  font-weight: 600;
`;
