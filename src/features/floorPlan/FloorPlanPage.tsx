import { PlannedPage } from "../planned/PlannedPage";

export default function FloorPlanPage() {
  return <PlannedPage title="FloorPlanPage" />;
}
