import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';

function BrokenDefinition({ what, message }: { what: string; message: string }) {
  const { t } = useTranslation('engine');
  return (
    <Alert type="error" showIcon data-testid="engine-broken-definition" title={t('registry.broken', { what })} content={message} />
  );
}

interface Props {
  /** Names the definition (`template patentApplyList`) in the error. */
  what: string;
  children: ReactNode;
}

/** A definition that throws while rendering shows a clear error where it would render; the page around it stays. */
export class DefinitionBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.what !== this.props.what && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`definition ${this.props.what} failed to render`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <BrokenDefinition what={this.props.what} message={this.state.error.message} />;
    return this.props.children;
  }
}
