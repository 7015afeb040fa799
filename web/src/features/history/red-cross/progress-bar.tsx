// A labelled progress bar (role progressbar) used by the side panel and the quiz.
import styled from 'styled-components';

export interface ProgressBarProps {
  label: string;
  value: number;
  max?: number;
  /** Spoken value, e.g. "Domanda 2 di 4"; defaults to the percentage. */
  valueText?: string;
  tone?: 'red' | 'green';
}

export function ProgressBar({
  label,
  value,
  max = 100,
  valueText,
  tone = 'red',
}: ProgressBarProps) {
  const ratio = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText ?? `${Math.round(ratio * 100)}%`}
    >
      <Fill $tone={tone} style={{ width: `${ratio * 100}%` }} />
    </Track>
  );
}

const Track = styled.div`
  width: 100%;
  height: 10px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.border};
`;

const Fill = styled.div<{ $tone: 'red' | 'green' }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $tone }) => ($tone === 'green' ? theme.colors.success : theme.colors.red)};
  transition: width ${({ theme }) => theme.motion.base} ease-out;
`;
