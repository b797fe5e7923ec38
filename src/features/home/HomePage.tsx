import { PlannedPage } from "../planned/PlannedPage";

export default function HomePage() {
  return <PlannedPage title="HomePage" />;
}
