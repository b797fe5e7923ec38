import { PlannedPage } from "../planned/PlannedPage";

export default function SignInPage() {
  return <PlannedPage title="SignInPage" />;
}
