/**
 * A TCP proxy that can hold back server→client traffic and cut connections (to simulate network
 * loss), and counts the bytes the server sends to the client (what a client receives on the wire).
 */
import { createServer, connect, type Server, type Socket } from "node:net";

export class FlakyProxy {
  private server: Server;
  private sockets = new Set<Socket>();
  private held = false;
  port = 0;
  /** Bytes passed from the server to the client so far. */
  bytesToClient = 0;

  constructor(private targetPort: number) {
    this.server = createServer((downstream) => {
      const upstream = connect(this.targetPort, "127.0.0.1");
      // Forward every chunk at once, as the endpoints themselves do (WebSocket sockets disable
      // Nagle's algorithm): otherwise the proxy alone would add delayed-ACK stalls.
      downstream.setNoDelay(true);
      upstream.setNoDelay(true);
      this.sockets.add(downstream).add(upstream);
      downstream.on("data", (d) => upstream.write(d));
      upstream.on("data", (d: Buffer) => {
        if (this.held) return;
        this.bytesToClient += d.length;
        downstream.write(d);
      });
      const end = () => {
        downstream.destroy();
        upstream.destroy();
        this.sockets.delete(downstream);
        this.sockets.delete(upstream);
      };
      downstream.on("close", end).on("error", end);
      upstream.on("close", end).on("error", end);
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, "127.0.0.1", () => r()));
    this.port = (this.server.address() as { port: number }).port;
    return `http://127.0.0.1:${this.port}`;
  }

  /** Drops server→client data from now on (the client hears nothing back). */
  hold(): void {
    this.held = true;
  }

  /** Cuts every connection and lets traffic through again. */
  cut(): void {
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    this.held = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}
