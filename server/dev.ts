/**
 * Dev mode: Vite (hot reload) runs as middleware inside the backend's HTTP server, so the
 * user has one URL. Changes under convex/ reload the functions, keeping the data.
 */
import { createServer } from "node:http";
import { resolve, sep } from "node:path";
import { clearTimeout, setTimeout } from "node:timers";
import { startBackend, type Backend, type BackendOptions, type Middleware } from "./backend.js";

export async function startDev(opts: Omit<BackendOptions, "server" | "fallback" | "staticDir"> & { root: string }): Promise<Backend> {
  const { createServer: createVite } = await import("vite");
  const httpServer = createServer();
  const vite = await createVite({
    root: opts.root,
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: "spa",
  });
  const backend = await startBackend({ ...opts, server: httpServer, fallback: vite.middlewares as unknown as Middleware });
  const convexDir = resolve(opts.convexDir) + sep;
  const log = opts.log ?? ((line: string) => process.stdout.write(line + "\n"));
  let timer: ReturnType<typeof setTimeout> | null = null;
  let reloading: Promise<void> = Promise.resolve();
  const onChange = (file: string) => {
    if (!file.startsWith(convexDir) || /\.test\.[^.]+$/.test(file)) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      reloading = reloading
        .then(() => backend.reload())
        .then(
          () => log("convex/ changed: functions reloaded."),
          (e: unknown) => log(`convex/ reload failed: ${e instanceof Error ? e.message : String(e)}`),
        );
    }, 150);
  };
  vite.watcher.add(convexDir);
  vite.watcher.on("change", onChange);
  vite.watcher.on("add", onChange);
  vite.watcher.on("unlink", onChange);
  return {
    ...backend,
    close: async () => {
      if (timer) clearTimeout(timer);
      await vite.close();
      await backend.close();
      await new Promise<void>((r) => httpServer.close(() => r()));
    },
  };
}
