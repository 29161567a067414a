/** Catches a failed download of a map's code or a map that throws while rendering. */
import { Component, type ReactNode } from "react";

export class MapErrorBoundary extends Component<{
  onError(error: unknown): void;
  children: ReactNode;
}> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
