/**
 * Storage URLs carry an HMAC of the storage id, so a file is served only to whoever was handed
 * its URL by a function (as on Convex, where the URL itself is the capability): the engine's ids
 * are sequential and must not let anyone enumerate stored files. The secret lives in the data
 * directory, so URLs stay valid across restarts.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export class StorageUrlSigner {
  constructor(private readonly secret: Buffer) {}

  static forDataDir(dataDir: string): StorageUrlSigner {
    const file = join(dataDir, "storage-secret");
    if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
    return new StorageUrlSigner(Buffer.from(readFileSync(file, "utf8").trim(), "hex"));
  }

  sign(storageId: string): string {
    return createHmac("sha256", this.secret).update(storageId).digest("base64url");
  }

  verify(storageId: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(storageId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
