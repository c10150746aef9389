import { useStore } from '@nanostores/react';
import type { PushStore } from '../../stores/push/push-store.ts';
import { Button } from '../Button.tsx';
import type { Translate } from '../translate.ts';

export interface PushStatusProps {
  push: PushStore;
  t: Translate;
}

/** Browser notifications once decided: on (with a way to turn them off) or blocked. */
export function PushStatus({ push, t }: PushStatusProps) {
  const state = useStore(push.$state);
  if (!state.supported) return null;
  if (state.blocked) return <p className="site-push-status">{t('push.blocked')}</p>;
  if (!state.enabled) return null;
  return (
    <div className="site-push-status">
      <p>{t('push.enabled')}</p>
      <Button
        look="ghost"
        saving={state.pending}
        savingLabel={t('button.saving')}
        onClick={() => void push.disable()}
      >
        {t('push.disable')}
      </Button>
    </div>
  );
}
