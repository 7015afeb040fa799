// The seven Fundamental Principles of the Red Cross and Red Crescent Movement.
import styled from 'styled-components';
import { fundamentalPrinciples } from './history-content';

export function FundamentalPrinciples() {
  return (
    <List>
      {fundamentalPrinciples.map((principle, index) => (
        <Item key={principle.name}>
          <Index aria-hidden="true">{index + 1}</Index>
          <div>
            <Name>{principle.name}</Name>
            <p>{principle.description}</p>
          </div>
        </Item>
      ))}
    </List>
  );
}

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.white};

  p {
    margin: 0;
    font-size: 0.92rem;
  }
`;

const Index = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.redDark};
  color: ${({ theme }) => theme.colors.white};
  font-size: 0.85rem;
  font-weight: 700;
`;

const Name = styled.strong`
  display: block;
  color: ${({ theme }) => theme.colors.redDark};
`;
