import { Button, type ButtonVariant } from '@nougaterie/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useVisitsEnv } from './VisitsEnv.js';

/**
 * A link to a page of the site beyond the booking (tours, account, shop, terms). On the site it
 * is a client-side link; in the widget it opens the site in a new tab, leaving the partner's page.
 */
export function SiteLink({
  path,
  children,
  button,
}: {
  path: string;
  children: ReactNode;
  /** Drawn as a button of this variant rather than as text. */
  button?: ButtonVariant;
}) {
  const { embedded, siteUrl } = useVisitsEnv();
  // A widget that was not told where the site lives cannot point at it.
  if (embedded && !siteUrl) return null;
  const external = embedded ? { href: `${siteUrl}${path}`, target: '_blank', rel: 'noopener' } : null;
  if (button) {
    return external ? (
      <Button as="a" $variant={button} {...external}>
        {children}
      </Button>
    ) : (
      <Button as={Link} to={path} $variant={button}>
        {children}
      </Button>
    );
  }
  return external ? <a {...external}>{children}</a> : <Link to={path}>{children}</Link>;
}
