import * as React from "react";
import { useT } from "../i18n";
import { commonMessages } from "../i18n/messages/common";
import { retryFailedLoads } from "../ui/lazy";
import { StatusScreen } from "../widgets/status/StatusScreen";

type State = { failed: boolean };

/**
 * Catches a page or dialog whose code failed to arrive (offline, a dropped line) and shows the
 * network message with a retry. The lazy helper (ui/lazy.tsx) forgets a failed load, so the
 * retry asks for the code again and works once the network is back.
 */
export class LoadBoundary extends React.Component<
  { children: React.ReactNode; resetKey?: string },
  State
> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey?: string }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <LoadFailed
        onRetry={() => {
          retryFailedLoads();
          this.setState({ failed: false });
        }}
      />
    );
  }
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT(commonMessages);
  return (
    <StatusScreen
      title={t("offlineTitle")}
      body={t("offlineBody")}
      actionLabel={t("retry")}
      onAction={onRetry}
    />
  );
}
