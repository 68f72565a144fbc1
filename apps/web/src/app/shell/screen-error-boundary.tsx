import { Component, type ReactNode } from 'react';
import { ServerErrorPage } from '@/app/errors/server-error-page';

export type ScreenErrorBoundaryProps = {
  /** A new value (the path) clears a caught error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
};

type State = { error: Error | null; resetKey: string };

/** A screen that throws while rendering shows the 500 screen inside the shell (spec section 2). */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: ScreenErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error ? <ServerErrorPage embedded /> : this.props.children;
  }
}
