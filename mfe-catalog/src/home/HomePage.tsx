import type { RemoteProps } from '@nougaterie/contracts';
import { useCatalogMeta } from '../common/useCatalogMeta.js';
import { useCatalogTranslation } from '../i18n/index.js';
import FeaturedProducts from '../featured/FeaturedProducts.js';
import { Hero } from './Hero.js';
import { LoyaltyInvite } from './LoyaltyInvite.js';
import { Teasers } from './Teasers.js';

export default function HomePage({ ctx }: RemoteProps) {
  const { t } = useCatalogTranslation();
  useCatalogMeta({ title: t('meta.homeTitle'), description: t('meta.home'), path: '/' });
  return (
    <>
      <Hero />
      <FeaturedProducts ctx={ctx} />
      <Teasers />
      <LoyaltyInvite ctx={ctx} />
    </>
  );
}
