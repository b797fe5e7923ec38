import { PlannedPage } from "../planned/PlannedPage";

export default function AttendeeProfilePage() {
  return <PlannedPage title="AttendeeProfilePage" />;
}
