// What the site shares as 'react-router-dom': react-router's declarative mode (<BrowserRouter>,
// <Routes>, links and hooks), the only mode its front ends use. A shared library reaches the
// browser whole, since the provider cannot know what another build will import; re-exporting
// the names of this mode they use lets webpack drop the data, framework and server APIs (about 45 KB gzip).
// A front end needing another export of react-router adds it here, then the shell is rebuilt
// with it before that front end ships.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
