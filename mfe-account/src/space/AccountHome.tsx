import { Navigate } from 'react-router-dom';

/** /mon-compte opens on the customer's own space. */
export function AccountHome() {
  return <Navigate to="/mon-compte/mon-espace" replace />;
}
