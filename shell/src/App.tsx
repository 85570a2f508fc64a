import { GlobalStyle } from '@nougaterie/ui';
import { BrowserRouter } from 'react-router-dom';
import { ConsentBanner } from './consent/ConsentBanner';
import { ConsentSettings } from './consent/ConsentSettings';
import { useTagManager } from './consent/useTagManager';
import { ShellProvider, type ShellServices } from './federation/ShellContext';
import { useLinkPrefetch } from './federation/useLinkPrefetch';
import { useLanguageSync } from './i18n/useLanguageSync';
import { BasketWidget } from './layout/BasketWidget';
import { OfflineBanner } from './layout/OfflineBanner';
import { ProgressBar } from './progress/ProgressBar';
import { AppRoutes } from './routing/AppRoutes';
import { usePageViews } from './routing/usePageViews';
import { useStaffPage } from './routing/useStaffPage';
import { useScrollOnNavigate } from './routing/useScrollOnNavigate';

function Site() {
  const staff = useStaffPage();
  useLanguageSync();
  usePageViews();
  useTagManager();
  useScrollOnNavigate();
  useLinkPrefetch();
  return (
    <>
      <ProgressBar />
      <AppRoutes />
      <BasketWidget />
      <OfflineBanner />
      {!staff && <ConsentBanner />}
      <ConsentSettings />
    </>
  );
}

export function App({ services }: { services: ShellServices }) {
  return (
    <ShellProvider services={services}>
      <GlobalStyle />
      <BrowserRouter>
        <Site />
      </BrowserRouter>
    </ShellProvider>
  );
}
