import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { LANGUAGES, type Language } from "../../convex/shared/languages";
import { LANGUAGE_NAMES, useLanguage } from "./language";
import { commonNs } from "./namespaces/common";
import { useT } from "./useT";

/** English | Español, switching at once (no reload). */
export function LanguageSwitch({ size = "small" }: { size?: "small" | "medium" }) {
  const t = useT(commonNs);
  const { language, choose } = useLanguage();
  return (
    <ToggleButtonGroup
      exclusive
      size={size}
      value={language}
      aria-label={t("language.label")}
      onChange={(_, next: Language | null) => next !== null && choose(next)}
    >
      {LANGUAGES.map((code) => (
        <ToggleButton key={code} value={code} lang={code} sx={{ textTransform: "none", py: 0.25 }}>
          {LANGUAGE_NAMES[code]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
