import AccountCircle from "@mui/icons-material/AccountCircle";
import IconButton from "@mui/material/IconButton";
import { lazy, Suspense, useState } from "react";
import { useSignOut } from "../components/auth/useSignOut";
import { useViewer } from "../components/auth/useViewer";
import { commonNs } from "../i18n/namespaces/common";
import { useT } from "../i18n/useT";

const AccountMenuPopup = lazy(() => import("./AccountMenuPopup"));

/** The signed-in account, with Sign Out, behind an icon in the header. */
export function AccountMenu() {
  const state = useViewer();
  const t = useT(commonNs);
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (state.status !== "signedIn") return null;
  return (
    <>
      <IconButton aria-label={t("account.button")} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)} color="inherit">
        <AccountCircle />
      </IconButton>
      {anchor !== null && (
        <Suspense fallback={null}>
          <AccountMenuPopup
            anchor={anchor}
            email={state.viewer.email ?? undefined}
            roles={state.viewer.roles}
            onClose={() => setAnchor(null)}
            onSignOut={() => void signOut()}
          />
        </Suspense>
      )}
    </>
  );
}
