import Grid from "@mui/material/Grid";
import Skeleton from "@mui/material/Skeleton";
import { useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import type { Doc } from "../../../convex/_generated/dataModel";
import { ImageSlotCard } from "./ImageSlotCard";
import { SettingField, SettingsSection, type SectionProps } from "./SettingField";
import { pdfHeaderHelp } from "./settingsForm";
import { useImageSlots } from "./useImageSlots";

type ImageSlot = Doc<"images">["slot"];

const SLOT_LABELS: Record<ImageSlot, string> = {
  header_logo: "Header logo",
  logo1: "Badge logo (left)",
  logo2: "Badge logo (right)",
  pdf_left: "PDF header left logo",
  pdf_right: "PDF header right logo",
};

function ImageSlots({ slots }: { slots: ImageSlot[] }) {
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
              label={SLOT_LABELS[slot]}
              image={images[slot]}
              onUpload={(file) => upload(slot, SLOT_LABELS[slot], file)}
              onRemove={() => remove(slot, SLOT_LABELS[slot])}
            />
          )}
        </Grid>
      ))}
    </Grid>
  );
}

/** Header logo and the two badge logos: saved as soon as they are uploaded or removed. */
export function LogoManagementSection() {
  return (
    <SettingsSection
      title="Logo Management"
      description="PNG, JPEG or WebP, at most 5 MB. Changes apply at once; badges use the shipped artwork until you upload your own."
    >
      <ImageSlots slots={["header_logo", "logo1", "logo2"]} />
    </SettingsSection>
  );
}

/** The header of every printed page: centre text and the two logos. */
export function PdfHeaderSection(props: SectionProps) {
  return (
    <SettingsSection title="PDF Header Settings" description="Printed at the top of reports and rosters. Empty center text uses the retreat name.">
      <SettingField {...props} name="pdf_header_center_text" helperText={pdfHeaderHelp(props.values)} />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={12}>
          <ImageSlots slots={["pdf_left", "pdf_right"]} />
        </Grid>
      </Grid>
    </SettingsSection>
  );
}
