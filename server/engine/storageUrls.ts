/**
 * Storage URLs carry an HMAC of the storage id, so a file is served only to whoever was handed
 * its URL by a function (as on Convex, where the URL itself is the capability), and a storage id
 * alone never opens a file. The secret lives in the data
 * directory, so URLs stay valid across restarts.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { loadOrCreateSecret } from "../store/secrets.js";

export class StorageUrlSigner {
  constructor(private readonly secret: Buffer) {}

  static forDataDir(dataDir: string): StorageUrlSigner {
    return new StorageUrlSigner(Buffer.from(loadOrCreateSecret(dataDir, "storage-secret"), "hex"));
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
