import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Upload from "@mui/icons-material/Upload";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import type { Doc } from "../../../convex/_generated/dataModel";
import { ACCEPTED_IMAGE_TYPES } from "../../../convex/shared/imageRules";
import { settingsNs } from "../../i18n/namespaces/settings";
import { useT } from "../../i18n/useT";

type ImageSlot = Doc<"images">["slot"];

export type SlotImage = { url: string | null; uploaded: boolean };

type Props = {
  slot: ImageSlot;
  label: string;
  image: SlotImage;
  onUpload: (file: File) => Promise<void>;
  onRemove: () => Promise<void>;
};

/** One logo: its preview (the uploaded file or the shipped default), upload or replace, remove. */
export function ImageSlotCard({ slot, label, image, onUpload, onRemove }: Props) {
  const t = useT(settingsNs);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const inputId = `image-${slot}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={label}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Box sx={{ height: 96, my: 1, display: "flex", alignItems: "center", justifyContent: "center", bgcolor: "action.hover", borderRadius: 1 }}>
        {image.url ? (
          <Box component="img" src={image.url} alt={t("image.preview", { label })} sx={{ maxHeight: 88, maxWidth: "100%", objectFit: "contain" }} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t("image.none")}
          </Typography>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {image.uploaded ? t("image.uploaded") : image.url ? t("image.default") : t("image.noneUploaded")}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button component="label" htmlFor={inputId} size="small" variant="outlined" startIcon={<Upload />} disabled={busy}>
          {image.uploaded ? t("image.replace") : t("image.upload")}
          <input
            id={inputId}
            type="file"
            hidden
            accept={ACCEPTED_IMAGE_TYPES.join(",")}
            aria-label={t("image.uploadLabel", { label })}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void run(() => onUpload(file));
            }}
          />
        </Button>
        {image.uploaded && (
          <Button size="small" color="error" startIcon={<DeleteOutlined />} disabled={busy} onClick={() => void run(onRemove)}>
            {t("image.remove")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
