import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { FoodInfo as Info, Lang } from '@nougaterie/contracts';
import { theme } from '@nougaterie/ui';
import { useCatalogTranslation } from '../i18n/index.js';

const FoodInfo = lazy(() => import('./FoodInfo.js'));

const Section = styled.section`
  border-top: 1px solid ${theme.colors.line};
  margin-top: 2rem;
  padding-top: 1.25rem;
  min-height: 12rem;
  h2 {
    font-size: 1.4rem;
    margin: 0 0 1rem;
  }
`;

/**
 * "Informations sur le produit", across the page below the photos and the buy box (regulation
 * (EU) 1169/2011 art. 14). Its heading is there at once; its body's code and texts (about 2 KB
 * gzip) download when the section comes into view (a screen reader's cursor reaching the heading
 * scrolls it there): below the first screen, they stay off the page's first load and its byte
 * budget (bench/budget.json).
 */
export function FoodSection({ info, lang }: { info: Info; lang: Lang }) {
  const { t } = useCatalogTranslation();
  const ref = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (shown || !ref.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setShown(true));
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [shown]);
  return (
    <Section ref={ref} aria-labelledby="food-info">
      <h2 id="food-info">{t('product.foodInfo')}</h2>
      {shown && (
        <Suspense fallback={<p>{t('common.loading')}</p>}>
          <FoodInfo info={info} lang={lang} />
        </Suspense>
      )}
    </Section>
  );
}
