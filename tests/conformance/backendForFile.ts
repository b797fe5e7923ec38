import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll } from "vitest";
import { client, spawnServer, tempDataDir, type ServerProcess } from "./helpers";

/**
 * One backend for a whole test file, on a fresh temp data dir, with a client: started before the
 * file's tests, stopped and its data removed after them.
 */
export function backendForFile(): { readonly url: string; readonly dataDir: string; readonly c: ConvexClient; restart(): Promise<void> } {
  let data: ReturnType<typeof tempDataDir>;
  let server: ServerProcess;
  let c: ConvexClient;
  beforeAll(async () => {
    data = tempDataDir();
    server = await spawnServer(data.dir);
    c = client(server.url);
  });
  afterAll(async () => {
    await c?.close();
    await server?.stop();
    data?.remove();
  });
  return {
    get url() {
      return server.url;
    },
    get dataDir() {
      return data.dir;
    },
    get c() {
      return c;
    },
    /** Closes the client, stops the server, and starts both again on the same data. */
    async restart() {
      await c.close();
      await server.stop();
      server = await spawnServer(data.dir);
      c = client(server.url);
    },
  };
}
