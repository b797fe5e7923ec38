import { useAction, useMutation } from "convex/react";
import { api } from "../../../convex/_generated/api";
import type { Doc } from "../../../convex/_generated/dataModel";
import { imageFileProblem } from "../../../convex/shared/imageRules";
import { useNotify } from "../../components/notifications/useNotify";
import { settingsNs } from "../../i18n/namespaces/settings";
import { refusalOf, useRefusalText, useServerErrorText } from "../../i18n/serverErrors";
import { useT } from "../../i18n/useT";
import { uploadToStorage } from "../../lib/storageUpload";

type ImageSlot = Doc<"images">["slot"];

/** Upload (checked first in the browser, then on the server) and removal of the logo images. */
export function useImageSlots() {
  const generateUploadUrl = useMutation(api.images.generateUploadUrl);
  const setImage = useAction(api.images.setImage);
  const clearImage = useMutation(api.images.clearImage);
  const notify = useNotify();
  const t = useT(settingsNs);
  const refusalText = useRefusalText();
  const errorText = useServerErrorText();

  const upload = async (slot: ImageSlot, label: string, file: File): Promise<void> => {
    const problem = imageFileProblem(file);
    if (problem !== null) {
      notify({ title: t("image.uploadError"), description: refusalText({ message: problem }), variant: "error" });
      return;
    }
    try {
      const storageId = await uploadToStorage(await generateUploadUrl(), file);
      await setImage({ slot, storageId });
      notify({ title: t("image.success"), description: t("image.uploadedToast", { label }), variant: "success" });
    } catch (error) {
      notify({ title: t("image.uploadError"), description: refusalOf(error) === null ? t("image.uploadFailed") : errorText(error), variant: "error" });
    }
  };

  const remove = async (slot: ImageSlot, label: string): Promise<void> => {
    try {
      await clearImage({ slot });
      notify({ title: t("image.success"), description: t("image.removedToast", { label }), variant: "success" });
    } catch (error) {
      notify({ title: t("image.error"), description: refusalOf(error) === null ? t("image.removeFailed") : errorText(error), variant: "error" });
    }
  };

  return { upload, remove };
}
