import { Container, PageTitle, media, theme } from '@nougaterie/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FIRM } from '../config/firm';
import { SHOWCASE_SECTIONS, type ShowcasePageId } from '../config/pages';
import { useDocumentTitle } from '../routing/useDocumentTitle';

const Intro = styled.p`
  font-size: 1.15rem;
  max-width: 48rem;
  color: ${theme.colors.inkSoft};
  ${media.md} { font-size: 1.25rem; }
`;
const Sections = styled.div`
  display: grid;
  gap: 1.25rem;
  margin: 2rem 0;
  ${media.md} { grid-template-columns: repeat(2, 1fr); }
`;
const Section = styled.section`
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.line};
  border-top: 3px solid ${theme.colors.honey};
  border-radius: ${theme.radius};
  padding: 1.25rem 1.5rem;
  scroll-margin-top: 140px;
  h2 { margin: 0 0 0.5rem; font-size: 1.35rem; }
  p { margin: 0; }
`;

/** A shell-owned page: title, introduction and its anchored sections, texts from i18n. */
export function ShowcasePage({ id }: { id: ShowcasePageId }) {
  const { t } = useTranslation();
  const title = t(`pages.${id}.title`);
  useDocumentTitle(title);
  return (
    <Container>
      <article>
        <PageTitle>{title}</PageTitle>
        <Intro>{t(`pages.${id}.intro`, FIRM)}</Intro>
        <Sections>
          {SHOWCASE_SECTIONS[id].map((anchor) => (
            <Section key={anchor} id={anchor} aria-labelledby={`${anchor}-title`}>
              <h2 id={`${anchor}-title`}>{t(`pages.${id}.sections.${anchor}.title`)}</h2>
              <p>{t(`pages.${id}.sections.${anchor}.text`, FIRM)}</p>
            </Section>
          ))}
        </Sections>
      </article>
    </Container>
  );
}
