import { Footer } from './Footer';
import { Header } from './Header';
import { Main } from './Main';
import { Page } from './Page';
import { SkipLink } from './SkipLink';

export function DefaultLayout() {
  return (
    <Page>
      <SkipLink />
      <Header />
      <Main />
      <Footer />
    </Page>
  );
}
