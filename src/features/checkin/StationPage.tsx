import LockOutlined from "@mui/icons-material/LockOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useBlocker, useNavigate } from "react-router-dom";
import { useViewer } from "../../components/auth/useViewer";
import { CheckInDesk } from "./CheckInDesk";
import { SelfCheckIn } from "./SelfCheckIn";
import { UnlockDialog } from "./UnlockDialog";
import { useDoorBadge, usePrintAtCheckIn } from "./useDoorBadge";
import { checkinNs } from "../../i18n/namespaces/checkin";
import { useT } from "../../i18n/useT";

type Mode = "staff" | "self";

/**
 * The check-in station: full screen without the staff header, locked to check-in. Leaving it, or
 * going from self check-in back to the staff search (which lists everyone), needs the password of
 * the signed-in volunteer.
 */
export default function StationPage() {
  const t = useT(checkinNs);
  const state = useViewer();
  const email = state.status === "signedIn" ? (state.viewer.email ?? "") : "";
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>("staff");
  const [unlocked, setUnlocked] = useState(false);
  const [askingForStaff, setAskingForStaff] = useState(false);
  const [printAtCheckIn] = usePrintAtCheckIn();
  const badge = useDoorBadge();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => !unlocked && currentLocation.pathname !== nextLocation.pathname);

  const chooseMode = (next: Mode | null) => {
    if (next === null || next === mode) return;
    if (next === "self") setMode("self");
    else setAskingForStaff(true);
  };

  const top = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
      <Typography variant="h1" sx={{ fontSize: { xs: "1.25rem", sm: "1.75rem" }, flex: 1, minWidth: 120 }}>
        {t("station.title")}
      </Typography>
      <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_, next: Mode | null) => chooseMode(next)} aria-label={t("station.mode")}>
        <ToggleButton value="staff">{t("station.staff")}</ToggleButton>
        <ToggleButton value="self">{t("station.self")}</ToggleButton>
      </ToggleButtonGroup>
      <Button size="small" startIcon={<LockOutlined />} onClick={() => void navigate("/checkin")}>
        {t("station.exit")}
      </Button>
    </Stack>
  );

  return (
    <Box component="main" sx={{ minHeight: "100vh", p: { xs: 1, sm: 2 } }}>
      {mode === "staff" ? (
        <CheckInDesk top={top} />
      ) : (
        <Stack spacing={3} sx={{ maxWidth: 900, mx: "auto" }}>
          {top}
          <SelfCheckIn onCheckedIn={(man) => printAtCheckIn && badge.print(man)} />
          {badge.sheet}
        </Stack>
      )}
      {blocker.state === "blocked" && (
        <UnlockDialog
          email={email}
          onUnlock={() => {
            setUnlocked(true);
            blocker.proceed();
          }}
          onCancel={() => blocker.reset()}
        />
      )}
      {askingForStaff && (
        <UnlockDialog
          email={email}
          onUnlock={() => {
            setAskingForStaff(false);
            setMode("staff");
          }}
          onCancel={() => setAskingForStaff(false)}
        />
      )}
    </Box>
  );
}
