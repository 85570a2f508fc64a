import { media, theme, useTexts } from '@nougaterie/ui';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import type { ShowcasePageId } from '../../config/pages';
import { pageNs } from '../../i18n/texts';
import { useFirm } from '../../shop/useShopInfo';

interface SectionText {
  title: string;
  paragraphs?: string[];
  items?: { title: string; text: string }[];
}

const Section = styled.section`
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.line};
  border-top: 3px solid ${theme.colors.honey};
  border-radius: ${theme.radius};
  padding: 1.25rem 1.25rem 1.5rem;
  scroll-margin-top: 140px;
  ${media.md} {
    padding: 1.5rem 2rem 2rem;
  }
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.5rem;
  }
  p {
    max-width: 48rem;
    margin: 0 0 0.8rem;
  }
`;
const Items = styled.ul`
  list-style: none;
  padding: 0;
  margin: 1rem 0 0;
  display: grid;
  gap: 1rem;
  ${media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    background: ${theme.colors.cream};
    border-radius: ${theme.radius};
    padding: 0.9rem 1rem;
  }
  h3 {
    margin: 0 0 0.3rem;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
`;

/** One anchored section: its texts, its cards, and the widget some sections hold (hours, form, map). */
export function ShowcaseSection({ page, anchor, widget: Widget }: { page: ShowcasePageId; anchor: string; widget?: ComponentType }) {
  const { t } = useTexts(pageNs(page));
  const firm = useFirm();
  const text = t(`sections.${anchor}`, { ...firm, returnObjects: true }) as unknown as SectionText;
  return (
    <Section id={anchor} aria-labelledby={`${anchor}-title`}>
      <h2 id={`${anchor}-title`}>{text.title}</h2>
      {text.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {text.items && (
        <Items>
          {text.items.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </Items>
      )}
      {Widget && <Widget />}
    </Section>
  );
}
