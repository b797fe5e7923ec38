import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./app/AppProviders";
import { AppRouter } from "./app/router";
import { registerServiceWorker } from "./app/serviceWorker";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);

// zod is told to validate without generated code (CSP) before any form first validates; loaded
// once the page is up, so the first screen does not wait for it.
if (document.readyState === "complete") void import("./lib/zodJitless");
else window.addEventListener("load", () => void import("./lib/zodJitless"), { once: true });

registerServiceWorker();
