import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { IMAGE_MISMATCH_MESSAGE, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES } from "./shared/imageRules";
import { asRole, modules, refusalOf, setupTest, type TestConvex } from "./test.helpers";

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

async function storeFile(t: TestConvex, body: BlobPart = PNG_BYTES, type = "image/png") {
  return await t.run(async (ctx) => await ctx.storage.store(new Blob([body], { type })));
}

describe("images", () => {
  test("refuse the signed-out; uploads need manageSettings", async () => {
    const t = setupTest();
    const storageId = await storeFile(t);
    expect((await refusalOf(t.query(api.images.urls, {}))).code).toBe("UNAUTHENTICATED");
    expect((await refusalOf(t.mutation(api.images.generateUploadUrl, {}))).code).toBe("UNAUTHENTICATED");
    for (const role of ["checkin_admin", "basic", "server"] as const) {
      const { client } = await asRole(t, role);
      expect((await refusalOf(client.action(api.images.setImage, { slot: "logo1", storageId }))).code).toBe("FORBIDDEN");
      expect((await refusalOf(client.mutation(api.images.clearImage, { slot: "logo1" }))).code).toBe("FORBIDDEN");
      expect((await refusalOf(client.mutation(api.images.generateUploadUrl, {}))).code).toBe("FORBIDDEN");
    }
    expect((await refusalOf((await asRole(t, "server")).client.query(api.images.urls, {}))).code).toBe("FORBIDDEN");
  });

  test("badge logos fall back to the shipped artwork until one is uploaded", async () => {
    const t = setupTest();
    const { client } = await asRole(t, "admin");
    const before = await client.query(api.images.urls, {});
    expect(before.logo1).toEqual({ url: "/badges/logo1.svg", uploaded: false });
    expect(before.logo2).toEqual({ url: "/badges/logo2.svg", uploaded: false });
    expect(before.header_logo).toEqual({ url: null, uploaded: false });

    const storageId = await storeFile(t);
    await client.action(api.images.setImage, { slot: "logo1", storageId });
    const after = await client.query(api.images.urls, {});
    expect(after.logo1.uploaded).toBe(true);
    expect(after.logo1.url).not.toBe("/badges/logo1.svg");

    await client.mutation(api.images.clearImage, { slot: "logo1" });
    expect((await client.query(api.images.urls, {})).logo1).toEqual({ url: "/badges/logo1.svg", uploaded: false });
  });

  test("refuses a file that is not a raster image, SVG included", async () => {
    const t = setupTest();
    const { client } = await asRole(t, "admin");
    const svg = await storeFile(t, "<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");
    expect((await refusalOf(client.action(api.images.setImage, { slot: "logo2", storageId: svg }))).code).toBe("INVALID");
    const storageId = await storeFile(t, "<html><script>alert(1)</script></html>");
    expect((await refusalOf(client.action(api.images.setImage, { slot: "logo2", storageId }))).code).toBe("INVALID");
    expect((await client.query(api.images.urls, {})).logo2.uploaded).toBe(false);
  });

  test("only PNG, JPEG and WebP of at most 5 MB are kept; a refused file is deleted with a clear message", async () => {
    const t = setupTest();
    const { client } = await asRole(t, "admin");
    const setLogo = (storageId: Id<"_storage">) => client.action(api.images.setImage, { slot: "logo1", storageId });
    const stored = async (storageId: Id<"_storage">) =>
      await t.run(async (ctx) => (await ctx.db.system.get("_storage", storageId)) !== null);

    const svg = await storeFile(t, "<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml");
    expect(await refusalOf(setLogo(svg))).toEqual({ code: "INVALID", message: IMAGE_TYPE_MESSAGE });
    expect(await stored(svg)).toBe(false);
    const gif = await storeFile(t, "GIF89a\x01\x00", "image/gif");
    expect(await refusalOf(setLogo(gif))).toEqual({ code: "INVALID", message: IMAGE_TYPE_MESSAGE });
    const disguised = await storeFile(t, PNG_BYTES, "text/html");
    expect(await refusalOf(setLogo(disguised))).toEqual({ code: "INVALID", message: IMAGE_MISMATCH_MESSAGE });
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(PNG_BYTES);
    const tooBig = await storeFile(t, big);
    expect(await refusalOf(setLogo(tooBig))).toEqual({ code: "INVALID", message: IMAGE_SIZE_MESSAGE });
    expect(await stored(tooBig)).toBe(false);
    expect((await client.query(api.images.urls, {})).logo1.uploaded).toBe(false);

    const webp = new Uint8Array([...new TextEncoder().encode("RIFF"), 0, 0, 0, 0, ...new TextEncoder().encode("WEBPVP8 ")]);
    await setLogo(await storeFile(t, webp, "image/webp"));
    expect((await client.query(api.images.urls, {})).logo1.uploaded).toBe(true);
    const jpeg = await storeFile(t, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), "image/jpeg");
    await setLogo(jpeg);
    expect(await stored(jpeg)).toBe(true);
  });

  test("a file of exactly 5 MB is kept", async () => {
    const t = setupTest();
    const { client } = await asRole(t, "admin");
    const limit = new Uint8Array(MAX_IMAGE_BYTES);
    limit.set(PNG_BYTES);
    await client.action(api.images.setImage, { slot: "logo2", storageId: await storeFile(t, limit) });
    expect((await client.query(api.images.urls, {})).logo2.uploaded).toBe(true);
  });
});

/**
 * Uploaded files reach the app only through public functions taking a storage id; each of these
 * checks the stored bytes (type and the 5 MB limit) before keeping the file. A new one must be
 * added here, with a test of its check.
 */
test("the only public functions that keep an uploaded file are the two that check it", async () => {
  const takingFiles: string[] = [];
  for (const [path, load] of Object.entries(modules)) {
    if (path.includes("/_generated/")) continue;
    for (const [name, fn] of Object.entries((await load()) as Record<string, unknown>)) {
      const registered = fn as { isPublic?: boolean; exportArgs?: () => string };
      if (typeof fn !== "function" || registered.isPublic !== true || typeof registered.exportArgs !== "function") continue;
      if (registered.exportArgs().includes('"tableName":"_storage"')) takingFiles.push(`${path.replace(/^\.\/|\.ts$/g, "")}:${name}`);
    }
  }
  expect(takingFiles.sort()).toEqual(["finance:saveEntry", "images:setImage"]);
});
