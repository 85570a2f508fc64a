import type { RemoteProps } from '@nougaterie/contracts';
import FeaturedProducts from '../featured/FeaturedProducts.js';
import { Hero } from './Hero.js';
import { LoyaltyInvite } from './LoyaltyInvite.js';
import { Teasers } from './Teasers.js';

export default function HomePage({ ctx }: RemoteProps) {
  return (
    <>
      <Hero />
      <FeaturedProducts ctx={ctx} />
      <Teasers />
      <LoyaltyInvite ctx={ctx} />
    </>
  );
}
