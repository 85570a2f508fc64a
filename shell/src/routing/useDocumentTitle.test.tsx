import { usePageMeta } from '@nougaterie/ui';
import { renderShell } from '../test/renderShell';
import { useDocumentTitle } from './useDocumentTitle';

const meta = {
  title: 'Nougat noir | Nougaterie de Saint-Didier',
  description: 'Nougat noir au miel de lavande',
  canonical: 'http://localhost/boutique/nougats/nougat-noir',
};

function RemotePageLike({ describes }: { describes: boolean }) {
  useDocumentTitle('Boutique');
  return describes ? <Page /> : null;
}

function Page() {
  usePageMeta(meta);
  return null;
}

describe('useDocumentTitle', () => {
  it('gives a route its generic title', () => {
    renderShell(<RemotePageLike describes={false} />);
    expect(document.title).toBe('Boutique | Nougaterie de Saint-Didier');
  });

  it('leaves the title of a page that describes itself', () => {
    renderShell(<RemotePageLike describes />);
    expect(document.title).toBe(meta.title);
  });
});
