import { lazy, Suspense } from "react";
import { createBrowserRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { RequirePermission } from "../components/auth/RequirePermission";
import { PageLoading } from "../components/PageLoading";
import { NotFoundPage } from "../features/errors/NotFoundPage";
import { RouteErrorPage } from "../features/errors/RouteErrorPage";
import { routes } from "./routes";

// The shell (header, badges, account menu) is not needed by the bare sign-in and reset pages.
const AppLayout = lazy(async () => ({ default: (await import("./AppLayout")).AppLayout }));

function toRouteObject({ path, page: Page, guard }: (typeof routes)[number]): RouteObject {
  const screen = (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
  return {
    path,
    element: guard ? (
      <RequirePermission permission={guard.permission} denied={guard.denied} offline={guard.offline}>
        {screen}
      </RequirePermission>
    ) : (
      screen
    ),
  };
}

const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: (
          <Suspense fallback={<PageLoading />}>
            <AppLayout />
          </Suspense>
        ),
        children: routes.filter((r) => !r.bare).map(toRouteObject),
      },
      ...routes.filter((r) => r.bare).map(toRouteObject),
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
