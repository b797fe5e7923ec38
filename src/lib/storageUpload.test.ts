import { afterEach, expect, test, vi } from "vitest";
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from "../../convex/shared/imageRules";
import { serverMessage } from "./serverError";
import { uploadToStorage } from "./storageUpload";

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown = { code: "BadRequest", message: "Request body too large" }) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });

test("a stored file's id comes back; the file is posted with its type", async () => {
  const fetch = answer(200, { storageId: "kg2abc" });
  expect(await uploadToStorage("http://backend/upload?token=t", png)).toBe("kg2abc");
  expect(fetch).toHaveBeenCalledWith("http://backend/upload?token=t", { method: "POST", headers: { "Content-Type": "image/png" }, body: png });
});

test("a file the backend refuses as too large gets the 5 MB message, not a generic failure", async () => {
  answer(413);
  const error = await uploadToStorage("http://backend/upload", png).catch((e: unknown) => e);
  expect(serverMessage(error)).toBe(IMAGE_SIZE_MESSAGE);
});

test("a type the backend refuses gets the image-type message", async () => {
  answer(415);
  expect(serverMessage(await uploadToStorage("http://backend/upload", png).catch((e: unknown) => e))).toBe(IMAGE_TYPE_MESSAGE);
});

test("any other failure is not passed off as a rule: the screen keeps its try-again message", async () => {
  answer(500);
  const error = await uploadToStorage("http://backend/upload", png).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(Error);
  expect(serverMessage(error)).toBeNull();
});
