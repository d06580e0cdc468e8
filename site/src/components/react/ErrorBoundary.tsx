// The routing/render error screen of the islands: 'Unexpected Application Error!' with the error
// message (spec §2, "Behaviour on every screen").
import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen.tsx';

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error): void {
    console.error('Unexpected Application Error!', error);
  }

  render() {
    if (this.state.error) return <ErrorScreen message={this.state.error.message || String(this.state.error)} />;
    return this.props.children;
  }
}
