import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./app/AppProviders";
import { AppRouter } from "./app/router";
import { afterFirstScreen, registerServiceWorker } from "./app/serviceWorker";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);

// zod is told to validate without generated code (CSP) before any form first validates; loaded
// once the first screen is up (with the service worker), so that screen does not wait for it.
afterFirstScreen(() => void import("./lib/zodJitless"));
registerServiceWorker();
