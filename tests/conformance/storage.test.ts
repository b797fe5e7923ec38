/** File storage (upload URL, serving bytes) and HTTP actions. */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api } from "./fixture/convex/_generated/api";
import { backendForFile } from "./backendForFile";

const backend = backendForFile();

describe("file storage", () => {
  it("uploads a file and serves it back byte for byte, also after a restart", async () => {
    // A PNG's signature, then arbitrary bytes: stored files are served as what their bytes show.
    const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(300_000)]);
    const uploadUrl = await backend.c.mutation(api.files.generateUploadUrl, {});
    expect(uploadUrl.startsWith(`${backend.url}/api/storage/upload?token=`)).toBe(true);
    const res = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "image/png" }, body: bytes });
    expect(res.status).toBe(200);
    const { storageId } = (await res.json()) as { storageId: string };
    await backend.c.mutation(api.files.save, { storageId: storageId as never, name: "logo.png" });
    const url = await backend.c.query(api.files.url, { storageId: storageId as never });
    expect(url!.startsWith(`${backend.url}/api/storage/${storageId}?sig=`)).toBe(true);
    const served = await fetch(url!);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    // An upload URL works once.
    const again = await fetch(uploadUrl, { method: "POST", body: "x" });
    expect(again.status).toBe(401);

    await backend.restart();
    const url2 = await backend.c.query(api.files.url, { storageId: storageId as never });
    const served2 = await fetch(url2!);
    expect(Buffer.from(await served2.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("answers unknown storage ids with 404", async () => {
    const res = await fetch(`${backend.url}/api/storage/123456_storage`);
    expect(res.status).toBe(404);
  });

  it("serves a stored file only through the signed URL a function handed out", async () => {
    const uploadUrl = await backend.c.mutation(api.files.generateUploadUrl, {});
    const res = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "private" });
    const { storageId } = (await res.json()) as { storageId: string };
    const url = new URL((await backend.c.query(api.files.url, { storageId: storageId as never }))!);
    expect((await fetch(url)).status).toBe(200);
    const unsigned = `${backend.url}${url.pathname}`;
    expect((await fetch(unsigned)).status).toBe(404);
    expect((await fetch(`${unsigned}?sig=${"A".repeat(43)}`)).status).toBe(404);
  });
});

describe("HTTP actions", () => {
  it("serves the app's routes on the same origin with the request URL rewritten", async () => {
    const res = await fetch(`${backend.url}/hello?x=1`);
    expect(await res.json()).toEqual({ url: `${backend.url}/hello?x=1` });
    const conf = (await (await fetch(`${backend.url}/.well-known/openid-configuration`)).json()) as { issuer: string };
    expect(conf.issuer).toBe(backend.url);
  });
});
