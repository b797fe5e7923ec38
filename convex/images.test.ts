import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { asRole, refusalOf, setupTest, type TestConvex } from "./test.helpers";

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

async function storeFile(t: TestConvex, body: BlobPart = PNG_BYTES) {
  return await t.run(async (ctx) => await ctx.storage.store(new Blob([body])));
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
});
