import { useLocation, useNavigate } from "react-router-dom";
import { parseRecoveryHash } from "./recoveryHash";
import { RecoveryScreen } from "./RecoveryScreen";

/** /reset-password: the target of the emailed link. Afterwards the user signs in at home. */
export default function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const link = parseRecoveryHash(location.hash) ?? { email: "", code: "" };
  return <RecoveryScreen link={link} onDone={() => navigate("/", { replace: true })} />;
}
