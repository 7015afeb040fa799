// /privacy: the committee's privacy notice (Reg. UE 2016/679, artt. 13-14), its own rich
// text from the settings (seeded with the GDPR notice filled with its data controller and
// retention, edited in the back office), with the date the server set when the text last
// changed. Its h2 headings get anchors and make the page's table of contents.
import styled from 'styled-components';
import { Container } from '../../components/ui/container';
import { PageHero } from '../../components/ui/page-hero';
import { WithCommittee } from '../../components/ui/committee-state';
import { useCommitteeSettings, type CommitteeSettings } from '../../lib/committee-settings';
import { isoDate } from '../../lib/format-date';
import { htmlToText } from '../../lib/html-to-text';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { usePageMeta } from '../../lib/use-page-meta';

export default function PrivacyPage() {
  const settings = useCommitteeSettings();
  usePageMeta(
    'Informativa sulla privacy',
    `Informativa sul trattamento dei dati personali ai sensi del Regolamento UE 2016/679 (GDPR)${settings ? ` di ${settings.name}` : ''}.`,
  );

  return (
    <>
      <PageHero
        eyebrow="Regolamento UE 2016/679 (GDPR)"
        title="Informativa sulla privacy"
        lead="Come trattiamo i dati personali di chi visita questo sito e di chi ci scrive."
      />
      <Body>
        <Container>
          <WithCommittee>{(committee) => <PrivacyNotice committee={committee} />}</WithCommittee>
        </Container>
      </Body>
    </>
  );
}

export interface NoticeSection {
  id: string;
  title: string;
}

/** An anchor from a heading's text: "1. Titolare del trattamento" -> "titolare-del-trattamento". */
function anchorOf(title: string): string {
  return (
    title
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^[0-9-]+|-+$/g, '') || 'sezione'
  );
}

/** The notice's HTML with an id on each h2, and those headings in order (the contents). */
export function withHeadingAnchors(html: string): { html: string; sections: NoticeSection[] } {
  const sections: NoticeSection[] = [];
  const used = new Set<string>();
  const anchored = html.replace(/<h2(?:\s[^>]*)?>([\s\S]*?)<\/h2>/gi, (_, inner: string) => {
    const title = htmlToText(inner).trim();
    let id = `informativa-${anchorOf(title)}`;
    for (let n = 2; used.has(id); n += 1) id = `informativa-${anchorOf(title)}-${n}`;
    used.add(id);
    sections.push({ id, title });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html: anchored, sections };
}

/** "13/06/2025" from "2025-06-13". */
function formatUpdatedOn(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** The notice itself: its contents, its date and its text. */
function PrivacyNotice({ committee }: { committee: CommitteeSettings }) {
  const { html, sections } = withHeadingAnchors(sanitizeHtml(committee.privacyNotice));
  return (
    <Layout>
      {sections.length > 0 && (
        <Toc aria-labelledby="privacy-toc-title">
          <h2 id="privacy-toc-title">In questa pagina</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </Toc>
      )}
      <Text>
        <Updated>
          Ultimo aggiornamento:{' '}
          <time dateTime={isoDate(committee.privacyNoticeUpdatedOn)}>
            {formatUpdatedOn(committee.privacyNoticeUpdatedOn)}
          </time>
        </Updated>
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </Text>
    </Layout>
  );
}

const Body = styled.div`
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(16)};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 260px minmax(0, 1fr);
    align-items: start;
  }
`;

const Toc = styled.nav`
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space(4)});
  }

  h2 {
    font-size: 1rem;
  }

  ol {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: block;
    padding: ${({ theme }) => theme.space(1.5)} 0;
  }
`;

const Text = styled.article`
  max-width: 75ch;

  h2 {
    margin-top: ${({ theme }) => theme.space(10)};
    font-size: clamp(1.3rem, 1.15rem + 0.6vw, 1.6rem);
    scroll-margin-top: calc(
      ${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space(4)}
    );
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    padding-left: ${({ theme }) => theme.space(5)};
  }

  /* The editor puts a paragraph in each list item. */
  li > p {
    margin: 0;
  }
`;

const Updated = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.redLight};
  color: ${({ theme }) => theme.colors.redDark};
  font-weight: 600;
`;
