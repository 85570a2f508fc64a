import { theme, useTexts } from '@nougaterie/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ShowcasePageId } from '../../config/pages';
import { SHOWCASE_NS, pageNs } from '../../i18n/texts';

const Nav = styled.nav`
  margin: 1.5rem 0 0;
  padding: 1rem 1.25rem;
  border-left: 3px solid ${theme.colors.honey};
  background: ${theme.colors.paper};
  max-width: 48rem;
  h2 {
    font-size: 1.05rem;
    margin: 0 0 0.5rem;
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
    columns: 2 14rem;
  }
  li {
    margin: 0.2rem 0;
  }
`;

/** In-page links: the address gets the #anchor, and the shell scrolls to it like on load. */
export function PageContents({ page, anchors }: { page: ShowcasePageId; anchors: readonly string[] }) {
  const { t } = useTexts(pageNs(page));
  const common = useTexts(SHOWCASE_NS).t;
  const titleId = useId();
  return (
    <Nav aria-labelledby={titleId}>
      <h2 id={titleId}>{common('showcase.onThisPage')}</h2>
      <ol>
        {anchors.map((anchor) => (
          <li key={anchor}>
            <Link to={{ hash: anchor }}>{t(`sections.${anchor}.title`)}</Link>
          </li>
        ))}
      </ol>
    </Nav>
  );
}
