import { ConvexError } from "convex/values";
import type { Id } from "../../convex/_generated/dataModel";
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from "../../convex/shared/imageRules";

/**
 * Sends a file to a one-time upload URL and returns its storage id. The backend may refuse the
 * bytes as they arrive (too large, 413; a type it does not take, 415): that refusal comes back as
 * a ConvexError with the same message the app's own check gives, so every screen shows it like a
 * rule the server refused. Any other failure is a plain Error (worth trying again).
 */
export async function uploadToStorage(url: string, file: Blob): Promise<Id<"_storage">> {
  const response = await fetch(url, { method: "POST", headers: { "Content-Type": file.type }, body: file });
  if (response.status === 413) throw new ConvexError({ code: "TOO_LARGE", message: IMAGE_SIZE_MESSAGE });
  if (response.status === 415) throw new ConvexError({ code: "INVALID", message: IMAGE_TYPE_MESSAGE });
  if (!response.ok) throw new Error(`The upload was answered with status ${response.status}.`);
  return ((await response.json()) as { storageId: Id<"_storage"> }).storageId;
}
