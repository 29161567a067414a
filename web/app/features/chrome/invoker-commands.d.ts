/**
 * Invoker Commands (HTML): a button opens or closes a dialog by itself, before any script runs.
 * React passes these lowercase attributes through unchanged; its type definitions lack them.
 */
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | `--${string}`;
    commandfor?: string;
  }
}
