import { Main } from './Main';
import { Page } from './Page';

export function EmptyLayout() {
  return (
    <Page>
      <Main />
    </Page>
  );
}
