import { Navigate, useLocation } from 'react-router-dom';

/** /sign has no page of its own: it is the login, with whatever redirect it was given. */
export function SignHome() {
  const { search } = useLocation();
  return <Navigate to={`/sign/login${search}`} replace />;
}
