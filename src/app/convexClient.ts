import { ConvexReactClient } from "convex/react";

/** Same origin as the page on the embedded backend; VITE_CONVEX_URL for a Convex deployment. */
export const convexUrl: string = import.meta.env.VITE_CONVEX_URL ?? window.location.origin;

/**
 * The token kept from the last visit is used as long as the server accepts it (a fresh one is
 * fetched before it expires), rather than replaced at once on every page load: that second
 * sign-in round trip re-ran every query and held back the first screen on a slow phone.
 */
export const convex = new ConvexReactClient(convexUrl, { initialAuthTokenReuse: true });
