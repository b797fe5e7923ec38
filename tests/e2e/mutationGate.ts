import type { Page } from "playwright-core";

export type MutationGate = {
  /** From now on, hold each page's next mutation of `udfPath` until every page has sent one. */
  arm: (udfPath: string) => void;
  /** Resolves once the held mutations have all been sent on to the server. */
  released: () => Promise<void>;
};

/**
 * Makes several browsers' clicks reach the server "at once", however slowly the machine runs: each
 * page's sync socket is routed through Playwright, and once armed, the next mutation a page sends
 * to `udfPath` is held until every page has sent its own, then all go on together. Without it, one
 * browser's result can arrive in the other before its click, and the race under test never happens.
 * Install before the pages open the app.
 */
export async function mutationGate(pages: readonly Page[]): Promise<MutationGate> {
  let target: string | null = null;
  const held = new Map<Page, () => void>();
  let release!: () => void;
  const releasedPromise = new Promise<void>((resolve) => (release = resolve));

  await Promise.all(
    pages.map((page) =>
      page.routeWebSocket(/.*/, (socket) => {
        const server = socket.connectToServer();
        server.onMessage((message) => socket.send(message));
        socket.onMessage((message) => {
          if (target !== null && !held.has(page) && isMutationOf(message, target)) {
            held.set(page, () => server.send(message));
            if (held.size === pages.length) {
              target = null;
              for (const send of held.values()) send();
              release();
            }
            return;
          }
          server.send(message);
        });
      }),
    ),
  );

  return {
    arm: (udfPath) => {
      held.clear();
      target = udfPath;
    },
    released: () => releasedPromise,
  };
}

function isMutationOf(message: string | Buffer, udfPath: string): boolean {
  if (typeof message !== "string") return false;
  try {
    const parsed = JSON.parse(message) as { type?: string; udfPath?: string };
    return parsed.type === "Mutation" && parsed.udfPath === udfPath;
  } catch {
    return false;
  }
}
