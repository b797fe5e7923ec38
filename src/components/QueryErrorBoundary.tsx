import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { commonNs } from "../i18n/namespaces/common";
import { useT } from "../i18n/useT";

export const FETCH_FAILED = "Failed to fetch data. Please try again.";

type Props = {
  children: ReactNode;
  /**
   * For the spec's "silent errors": when given, a failure is logged and this is shown instead of
   * the spec's message, so a widget never breaks the page around it.
   */
  fallback?: ReactNode;
  /** Names the part that failed in the log. */
  label?: string;
};

/** Catches a failed live query below it: the spec's message with a retry, or a quiet fallback. */
export class QueryErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.label ?? "A live query"} failed to load`, error, info.componentStack);
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return <FetchFailed onRetry={() => this.setState({ failed: false })} />;
  }
}

function FetchFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT(commonNs);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t("retry")}
        </Button>
      }
    >
      {t("fetchFailed")}
    </Alert>
  );
}
