import { BUILD_SHOP_INFO, setShopInfo } from '@nougaterie/contracts';
import { initTestI18n } from '@nougaterie/ui/testing';
import { render, screen } from '@testing-library/react';
import FoodInfo from './FoodInfo.js';
import { product } from './productFixtures.js';

describe('FoodInfo: the maker (regulation (EU) 1169/2011 art. 9 1° h)', () => {
  it("is the shop's stored identity, not the build's", async () => {
    await initTestI18n('fr');
    setShopInfo({ ...BUILD_SHOP_INFO, firm: { ...BUILD_SHOP_INFO.firm, legalName: 'SARL Les Délices du Ventoux', street: '3 rue des Amandiers' } });
    try {
      render(<FoodInfo info={product.food_info!} lang="fr" />);
      expect(screen.getByText('Fabricant :').nextElementSibling).toHaveTextContent(
        'SARL Les Délices du Ventoux, 3 rue des Amandiers, 84210 Saint-Didier, France',
      );
    } finally {
      setShopInfo(BUILD_SHOP_INFO);
    }
  });
});
