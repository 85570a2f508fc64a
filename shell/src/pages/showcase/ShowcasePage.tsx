import { Container, PageTitle, media, theme, useTexts } from '@nougaterie/ui';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { SHOWCASE_SECTIONS, WITH_CONTENTS, type ShowcasePageId } from '../../config/pages';
import { pageNs } from '../../i18n/texts';
import { firmJsonLd } from '../../seo/firmJsonLd';
import { useFirm } from '../../shop/useShopInfo';
import { useShellPageMeta } from '../../seo/useShellPageMeta';
import { PageContents } from './PageContents';
import { ShowcaseSection } from './ShowcaseSection';

const Intro = styled.p`
  font-size: 1.15rem;
  max-width: 48rem;
  color: ${theme.colors.inkSoft};
  ${media.md} {
    font-size: 1.25rem;
  }
`;
const Sections = styled.div`
  display: grid;
  gap: 1.5rem;
  margin: 2rem 0;
`;

/** Pages that describe the shop itself, for the local-business card of search engines. */
const DESCRIBE_FIRM: readonly ShowcasePageId[] = ['store', 'practical', 'contact'];

/**
 * A shell-owned page: title, introduction and its anchored sections, texts from its own
 * namespace; `widgets` are what some sections show beneath their texts, by anchor (hours, form, map).
 */
export function ShowcasePage({ id, widgets = {} }: { id: ShowcasePageId; widgets?: Partial<Record<string, ComponentType>> }) {
  const { t } = useTexts(pageNs(id));
  const title = t('title');
  const firm = useFirm();
  useShellPageMeta(title, t('description'), DESCRIBE_FIRM.includes(id) ? firmJsonLd(window.location.origin, firm) : undefined);
  const anchors = SHOWCASE_SECTIONS[id];
  return (
    <Container>
      <article>
        <PageTitle>{title}</PageTitle>
        <Intro>{t('intro', { ...firm })}</Intro>
        {WITH_CONTENTS.includes(id) && <PageContents page={id} anchors={anchors} />}
        <Sections>
          {anchors.map((anchor) => (
            <ShowcaseSection key={anchor} page={id} anchor={anchor} widget={widgets[anchor]} />
          ))}
        </Sections>
      </article>
    </Container>
  );
}
