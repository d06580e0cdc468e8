// react-router-dom as react-admin's router adapter sees it (ra-core's reactRouterProvider; alias
// for that one importer in vite.config.ts). The adapter imports createHashRouter and RouterProvider
// to make a router of its own when the app has none; the console always runs inside its
// BrowserRouter (App.tsx), so those two — which pull in react-router's whole data-router code —
// are replaced by stand-ins that say so, and everything else is react-router-dom's own.
export {
  useNavigate,
  useLocation,
  useParams,
  useBlocker,
  useMatch,
  useInRouterContext,
  Link,
  Navigate,
  Route,
  Routes,
  Outlet,
  matchPath,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
} from 'react-router-dom';

const insideBrowserRouter = (): never => {
  throw new Error('The console runs react-admin inside its own BrowserRouter (App.tsx)');
};
export const createHashRouter = insideBrowserRouter;
export const RouterProvider = insideBrowserRouter;
