import { Component, type ErrorInfo, type ReactNode } from "react";

type Props = { fallback: ReactNode; label: string; children: ReactNode };

/**
 * For the spec's "silent errors": a failing live query inside is logged and `fallback` is shown
 * instead of breaking the page.
 */
export class QuietErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.label} failed to load`, error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
