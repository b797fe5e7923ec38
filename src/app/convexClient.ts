import { ConvexReactClient } from "convex/react";

/** Same origin as the page on the embedded backend; VITE_CONVEX_URL for a Convex deployment. */
export const convexUrl: string = import.meta.env.VITE_CONVEX_URL ?? window.location.origin;

export const convex = new ConvexReactClient(convexUrl);
