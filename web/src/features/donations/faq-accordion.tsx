// Questions and answers where at most one answer is open: opening one closes the
// other, clicking the open one closes it. Buttons carry aria-expanded/aria-controls.
// Without JavaScript the buttons can do nothing: every answer is shown, as a plain list
// of questions and answers.
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();

  return (
    <List>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <Item key={item.question} $open={open}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                <span>{item.question}</span>
                <Chevron aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                  <path
                    d="m6 9 6 6 6-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                  />
                </Chevron>
              </button>
            </h3>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
              {item.answer}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Chevron = styled.svg`
  flex: none;
  transition: transform ${({ theme }) => theme.motion.base};

  ${({ theme }) => theme.media.withoutScripts} {
    display: none;
  }
`;

const Item = styled.div<{ $open: boolean }>`
  border: 1px solid ${({ theme, $open }) => ($open ? theme.colors.redDark : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};

  h3 {
    margin: 0;
    font-size: 1.05rem;
  }

  h3 button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(4)};
    width: 100%;
    min-height: 56px;
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
    border: 0;
    border-radius: inherit;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 700;
    text-align: left;
    cursor: pointer;

    ${({ theme }) => theme.media.withoutScripts} {
      cursor: auto;
    }
  }

  ${Chevron} {
    color: ${({ theme }) => theme.colors.redDark};
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0')});
  }
`;

const Panel = styled.div`
  padding: 0 ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ theme }) => theme.media.withoutScripts} {
    &[hidden] {
      display: block;
    }
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }

  p:last-child {
    margin-bottom: 0;
  }
`;
