import { PlannedPage } from "../planned/PlannedPage";

export default function ResetPasswordPage() {
  return <PlannedPage title="ResetPasswordPage" />;
}
