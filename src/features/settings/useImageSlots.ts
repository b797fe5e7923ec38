import { useAction, useMutation } from "convex/react";
import { api } from "../../../convex/_generated/api";
import type { Doc } from "../../../convex/_generated/dataModel";
import { imageFileProblem } from "../../../convex/shared/imageRules";
import { useNotify } from "../../components/notifications/useNotify";
import { serverMessage } from "../../lib/serverError";
import { uploadToStorage } from "../../lib/storageUpload";

type ImageSlot = Doc<"images">["slot"];

const UPLOAD_FAILED = "Failed to upload the image. Please try again.";

/** Upload (checked first in the browser, then on the server) and removal of the logo images. */
export function useImageSlots() {
  const generateUploadUrl = useMutation(api.images.generateUploadUrl);
  const setImage = useAction(api.images.setImage);
  const clearImage = useMutation(api.images.clearImage);
  const notify = useNotify();

  const upload = async (slot: ImageSlot, label: string, file: File): Promise<void> => {
    const problem = imageFileProblem(file);
    if (problem !== null) {
      notify({ title: "Upload Error", description: problem, variant: "error" });
      return;
    }
    try {
      const storageId = await uploadToStorage(await generateUploadUrl(), file);
      await setImage({ slot, storageId });
      notify({ title: "Success", description: `${label} uploaded.`, variant: "success" });
    } catch (error) {
      notify({ title: "Upload Error", description: serverMessage(error) ?? UPLOAD_FAILED, variant: "error" });
    }
  };

  const remove = async (slot: ImageSlot, label: string): Promise<void> => {
    try {
      await clearImage({ slot });
      notify({ title: "Success", description: `${label} removed.`, variant: "success" });
    } catch (error) {
      notify({ title: "Error", description: serverMessage(error) ?? "Failed to remove the image.", variant: "error" });
    }
  };

  return { upload, remove };
}
