import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
const H = styled.h1`color: red;`;
export default function VisitsRoutes() { const { t } = useTranslation(); return <H>{t('x')}</H>; }
