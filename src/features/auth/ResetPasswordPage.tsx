import { useLocation, useNavigate } from "react-router-dom";
import { RetreatBrand } from "../../components/brand/RetreatBrand";
import { parseRecoveryHash } from "./recoveryHash";
import { RecoveryScreen } from "./RecoveryScreen";
import { LanguageBar } from "./SignInPage";

/** /reset-password: the target of the emailed link, under the retreat's logo and name. Afterwards the user signs in at home. */
export default function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const link = parseRecoveryHash(location.hash) ?? { email: "", code: "" };
  return (
    <>
      <LanguageBar />
      <RetreatBrand />
      <RecoveryScreen link={link} onDone={() => navigate("/", { replace: true })} />
    </>
  );
}
