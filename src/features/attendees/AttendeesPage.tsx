import { PlannedPage } from "../planned/PlannedPage";

export default function AttendeesPage() {
  return <PlannedPage title="AttendeesPage" />;
}
