import { theme } from '@nougaterie/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export const MAIN_ID = 'main';

const Skip = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -100px;
  z-index: 3000;
  padding: 0.6rem 1rem;
  background: ${theme.colors.ink};
  color: #fff;
  border-radius: ${theme.radius};
  &:focus {
    top: 0.5rem;
  }
`;

export function SkipLink() {
  const { t } = useTranslation();
  return <Skip href={`#${MAIN_ID}`}>{t('skip')}</Skip>;
}
