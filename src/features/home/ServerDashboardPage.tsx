import { PlannedPage } from "../planned/PlannedPage";

export default function ServerDashboardPage() {
  return <PlannedPage title="ServerDashboardPage" />;
}
