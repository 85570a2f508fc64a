import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@nougaterie/ui';
import { useCatalogTranslation } from '../i18n/index.js';
import { SHOP_PATH } from './paths.js';

const Trail = styled.nav`
  margin: 1.25rem 0 1rem;
  font-size: 0.9rem;
  color: ${theme.colors.inkSoft};
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '›';
    margin-right: 0.35rem;
  }
`;

/** Home › Shop › …; the last step is the current page. */
export function Breadcrumb({ trail }: { trail: { label: string; to?: string }[] }) {
  const { t } = useCatalogTranslation();
  const steps = [{ label: t('product.home'), to: '/' }, { label: t('product.shop'), to: SHOP_PATH }, ...trail];
  return (
    <Trail aria-label={t('product.breadcrumb')}>
      <ol>
        {steps.map((step, index) => (
          <li key={`${index}-${step.label}`}>
            {step.to && index < steps.length - 1 ? <Link to={step.to}>{step.label}</Link> : <span aria-current="page">{step.label}</span>}
          </li>
        ))}
      </ol>
    </Trail>
  );
}
