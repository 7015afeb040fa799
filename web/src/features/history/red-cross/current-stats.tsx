// The committee's current numbers (its settings' history figures), counted up over
// HISTORY_COUNTER_ANIMATION_MS. Screen readers get the final values at once; the moving
// digits are hidden from them.
import styled from 'styled-components';
import { WithCommittee } from '../../../components/ui/committee-state';
import { HISTORY_COUNTER_ANIMATION_MS } from '../../../config/constants';
import { currentStats } from './history-content';
import { useCountUp } from './use-count-up';

export function CurrentStats() {
  return (
    <WithCommittee>
      {(committee) => (
        <Grid>
          {currentStats(committee.historyStats).map((stat) => (
            <StatTile key={stat.key} value={stat.value} label={stat.label} />
          ))}
        </Grid>
      )}
    </WithCommittee>
  );
}

function StatTile({ value, label }: { value: number; label: string }) {
  const shown = useCountUp(value, HISTORY_COUNTER_ANIMATION_MS, true);
  return (
    <Tile>
      <Label>{label}</Label>
      <Number>
        <span aria-hidden="true" data-testid="history-stat-value">
          {shown}
        </span>
        <span className="visually-hidden">{value}</span>
      </Number>
    </Tile>
  );
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  text-align: center;
`;

const Number = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.redDark};
  font-size: 2rem;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  line-height: 1.1;
`;

const Label = styled.dt`
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9rem;
`;
