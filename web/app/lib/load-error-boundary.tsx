/**
 * Catches a part of the page whose code failed to download (offline, or a release too old for
 * the page) or that throws while rendering, so the rest of the page stays as it was: the part
 * renders nothing and `onError` lets its owner say so.
 */
import { Component, type ReactNode } from "react";

export class LoadErrorBoundary extends Component<{
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
