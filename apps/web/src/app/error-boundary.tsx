import { Component, type ErrorInfo, type ReactNode } from 'react';
import { createErrorId } from '@/lib/error-id';
import { ErrorFallback } from './error-fallback';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (e.g. the pathname), a shown error is cleared. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
  errorId: string;
  componentStack: string | null;
}

const INITIAL_STATE: ErrorBoundaryState = {
  error: null,
  hasError: false,
  errorId: '',
  componentStack: null,
};

/** Catches render errors of its subtree and shows the fallback screen (docs/product.md §P2). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state = INITIAL_STATE;

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, hasError: true, errorId: createErrorId() };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ componentStack: info.componentStack ?? null });
    console.error(`[cvforge] render error ${this.state.errorId}`, error);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => this.setState(INITIAL_STATE);

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return (
      <ErrorFallback
        error={this.state.error}
        errorId={this.state.errorId}
        componentStack={this.state.componentStack}
        onReset={this.reset}
      />
    );
  }
}
