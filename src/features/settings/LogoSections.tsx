import Grid from "@mui/material/Grid";
import Skeleton from "@mui/material/Skeleton";
import { useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import type { Doc } from "../../../convex/_generated/dataModel";
import { ImageSlotCard } from "./ImageSlotCard";
import { SettingField, SettingsSection, type SectionProps } from "./SettingField";
import { pdfHeaderHelp } from "./settingsForm";
import { useImageSlots } from "./useImageSlots";
import { settingsNs } from "../../i18n/namespaces/settings";
import { useT } from "../../i18n/useT";

type ImageSlot = Doc<"images">["slot"];

function ImageSlots({ slots }: { slots: ImageSlot[] }) {
  const t = useT(settingsNs);
  const images = useQuery(api.images.urls, {});
  const { upload, remove } = useImageSlots();
  return (
    <Grid container spacing={2}>
      {slots.map((slot) => (
        <Grid key={slot} size={{ xs: 12, sm: 6, md: 4 }}>
          {images === undefined ? (
            <Skeleton variant="rounded" height={190} />
          ) : (
            <ImageSlotCard
              slot={slot}
              label={t(`slot.${slot}`)}
              image={images[slot]}
              onUpload={(file) => upload(slot, t(`slot.${slot}`), file)}
              onRemove={() => remove(slot, t(`slot.${slot}`))}
            />
          )}
        </Grid>
      ))}
    </Grid>
  );
}

/** Header logo and the two badge logos: saved as soon as they are uploaded or removed. */
export function LogoManagementSection() {
  const t = useT(settingsNs);
  return (
    <SettingsSection title={t("logos.title")} description={t("logos.description")}>
      <ImageSlots slots={["header_logo", "logo1", "logo2"]} />
    </SettingsSection>
  );
}

/** The header of every printed page: centre text and the two logos. */
export function PdfHeaderSection(props: SectionProps) {
  const t = useT(settingsNs);
  return (
    <SettingsSection title={t("pdf.title")} description={t("pdf.description")}>
      <SettingField {...props} name="pdf_header_center_text" helperText={pdfHeaderHelp(props.values, t)} />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={12}>
          <ImageSlots slots={["pdf_left", "pdf_right"]} />
        </Grid>
      </Grid>
    </SettingsSection>
  );
}
