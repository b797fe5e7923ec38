import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { Component, type ReactNode } from "react";

export const FETCH_FAILED = "Failed to fetch data. Please try again.";

/** Catches a failed live query below it and shows the spec's message with a retry. */
export class QueryErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => this.setState({ failed: false })}>
            Retry
          </Button>
        }
      >
        {FETCH_FAILED}
      </Alert>
    );
  }
}
