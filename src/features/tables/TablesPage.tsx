import { PlannedPage } from "../planned/PlannedPage";

export default function TablesPage() {
  return <PlannedPage title="TablesPage" />;
}
