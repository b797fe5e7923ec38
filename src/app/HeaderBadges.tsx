import Chip, { type ChipProps } from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { useQuery } from "convex/react";
import { lazy, Suspense } from "react";
import { api } from "../../convex/_generated/api";
import { useViewer } from "../components/auth/useViewer";
import { QueryErrorBoundary } from "../components/QueryErrorBoundary";
import { countdownBadge, registrationBadge, type Badge, type BadgeTone } from "../lib/badges";
import { formatLongDateIn } from "../i18n/format";
import { commonNs } from "../i18n/namespaces/common";
import { useT } from "../i18n/useT";
import { useAfterFirstScreen } from "./useAfterFirstScreen";
import { useToday } from "./useToday";

/** The spec's badge colours on MUI chips: default = the strong primary badge, secondary = muted. */
const TONE_PROPS: Record<BadgeTone, Pick<ChipProps, "color" | "variant">> = {
  default: { color: "primary", variant: "filled" },
  secondary: { color: "default", variant: "filled" },
  outline: { color: "default", variant: "outlined" },
  destructive: { color: "error", variant: "filled" },
};

/** Names the query in the log (not shown). */
const REGISTRATION_QUERY = "Registration count";
const RETREAT_QUERY = "Viewed retreat";

// Fetched once the first screen is up, so the door's first load stays small.
const RetreatChip = lazy(() => import("../features/retreats/RetreatChip"));

function BadgeChip({ badge, title }: { badge: Badge; title: string }) {
  const t = useT(commonNs);
  return <Chip size="small" label={t(badge.message.key, badge.message.values)} title={title} data-tone={badge.tone} {...TONE_PROPS[badge.tone]} />;
}

export function CountdownBadge({ retreatStartDate }: { retreatStartDate: string }) {
  const t = useT(commonNs);
  const badge = countdownBadge(retreatStartDate, useToday());
  const date = t.language === "en" ? retreatStartDate : formatLongDateIn(t.language, retreatStartDate);
  return badge && <BadgeChip badge={badge} title={t("badge.startsTitle", { date })} />;
}

function RegistrationBadge() {
  const t = useT(commonNs);
  const progress = useQuery(api.dashboard.registration);
  const badge = progress && registrationBadge(progress.retreatants, progress.estimated);
  return (
    badge && (
      <BadgeChip
        badge={badge}
        title={t("badge.registrationTitle", { registered: progress.retreatants, estimated: progress.estimated })}
      />
    )
  );
}

/**
 * Countdown for everyone; the weekend looked at and registration for signed-in users (not while
 * they must still replace a temporary password: the server answers nothing else until then). All
 * follow the data live.
 */
export function HeaderBadges({ retreatStartDate }: { retreatStartDate: string }) {
  const state = useViewer();
  const signedIn =
    state.status === "signedIn" && state.viewer.permissions.includes("signedIn") && !state.viewer.mustChangePassword;
  const afterFirstScreen = useAfterFirstScreen();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1, minWidth: 0 }}>
      {signedIn && afterFirstScreen && (
        <QueryErrorBoundary label={RETREAT_QUERY} fallback={null}>
          <Suspense fallback={null}>
            <RetreatChip />
          </Suspense>
        </QueryErrorBoundary>
      )}
      <CountdownBadge retreatStartDate={retreatStartDate} />
      {signedIn && (
        <QueryErrorBoundary label={REGISTRATION_QUERY} fallback={null}>
          <RegistrationBadge />
        </QueryErrorBoundary>
      )}
    </Stack>
  );
}
