// What a record's page (an article, a course) shows before it can show the record: a
// loading text, or the not-found box, with the error first when the call itself failed.
// The hero keeps the page's shape and its link back to the list in both.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from './button';
import { Container } from './container';
import { HeroBackLink, PageHero } from './page-hero';

/** The list a record page leads back to. */
export interface BackToList {
  to: string;
  label: string;
}

/** The hero's link back to the list, on the record's page and on both states below. */
export function RecordBackLink({ back }: { back: BackToList }) {
  return <HeroBackLink to={back.to}>{back.label}</HeroBackLink>;
}

export function RecordLoading({
  heroTitle,
  text,
  back,
}: {
  heroTitle: string;
  text: string;
  back: BackToList;
}) {
  return (
    <>
      <PageHero title={heroTitle} top={<RecordBackLink back={back} />} />
      <Container>
        <Status role="status">{text}</Status>
      </Container>
    </>
  );
}

export function RecordNotFound({
  heroTitle,
  heading,
  text,
  failedText,
  back,
}: {
  heroTitle: string;
  /** A heading inside the box, under the hero's own. */
  heading?: string;
  text: ReactNode;
  /** The alert shown when the call failed, rather than the record being missing. */
  failedText?: string;
  back: BackToList;
}) {
  return (
    <>
      <PageHero title={heroTitle} top={<RecordBackLink back={back} />} />
      <Container>
        <Box>
          {failedText && <ErrorText role="alert">{failedText}</ErrorText>}
          {heading && <h2>{heading}</h2>}
          <p>{text}</p>
          <ButtonLink to={back.to}>{back.label}</ButtonLink>
        </Box>
      </Container>
    </>
  );
}

const Status = styled.p`
  padding: ${({ theme }) => theme.space(12)} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Box = styled.div`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(10)} auto ${({ theme }) => theme.space(16)};
  padding: ${({ theme }) => theme.space(8)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  h2 {
    font-size: 1.5rem;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(6)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const ErrorText = styled.p`
  && {
    margin-bottom: ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.error};
    font-weight: 600;
  }
`;
