import { Container, PageTitle, media, theme } from '@nougaterie/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FIRM } from '@nougaterie/contracts';
import { SHOWCASE_SECTIONS, WITH_CONTENTS, type ShowcasePageId } from '../../config/pages';
import { firmJsonLd } from '../../seo/firmJsonLd';
import { useShellPageMeta } from '../../seo/useShellPageMeta';
import { PageContents } from './PageContents';
import { ShowcaseSection } from './ShowcaseSection';

const Intro = styled.p`
  font-size: 1.15rem;
  max-width: 48rem;
  color: ${theme.colors.inkSoft};
  ${media.md} { font-size: 1.25rem; }
`;
const Sections = styled.div`
  display: grid;
  gap: 1.5rem;
  margin: 2rem 0;
`;

/** Pages that describe the shop itself, for the local-business card of search engines. */
const DESCRIBE_FIRM: readonly ShowcasePageId[] = ['store', 'practical', 'contact'];

/** A shell-owned page: title, introduction and its anchored sections, texts from i18n. */
export function ShowcasePage({ id }: { id: ShowcasePageId }) {
  const { t } = useTranslation();
  const title = t(`pages.${id}.title`);
  useShellPageMeta(
    title,
    t(`pages.${id}.description`),
    DESCRIBE_FIRM.includes(id) ? firmJsonLd(window.location.origin) : undefined,
  );
  const anchors = SHOWCASE_SECTIONS[id];
  return (
    <Container>
      <article>
        <PageTitle>{title}</PageTitle>
        <Intro>{t(`pages.${id}.intro`, FIRM)}</Intro>
        {WITH_CONTENTS.includes(id) && <PageContents page={id} anchors={anchors} />}
        <Sections>
          {anchors.map((anchor) => (
            <ShowcaseSection key={anchor} page={id} anchor={anchor} />
          ))}
        </Sections>
      </article>
    </Container>
  );
}
