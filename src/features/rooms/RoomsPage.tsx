import { PlannedPage } from "../planned/PlannedPage";

export default function RoomsPage() {
  return <PlannedPage title="RoomsPage" />;
}
