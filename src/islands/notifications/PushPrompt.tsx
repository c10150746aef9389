import { useStore } from '@nanostores/react';
import type { PushStore } from '../../stores/push/push-store.ts';
import { Button } from '../Button.tsx';
import type { Translate } from '../translate.ts';

export interface PushPromptProps {
  push: PushStore;
  t: Translate;
}

/**
 * The "turn on browser notifications" prompt (spec §4). It shows only when
 * the push store says so; "Not now" hides it and tells the server.
 */
export function PushPrompt({ push, t }: PushPromptProps) {
  const visible = useStore(push.$promptVisible);
  const state = useStore(push.$state);
  if (!visible) return null;
  return (
    <section className="site-push-prompt" aria-label={t('push.enable')}>
      <p className="site-push-prompt__text">{t('push.prompt')}</p>
      <div className="site-push-prompt__actions">
        <Button
          look="primary"
          saving={state.pending}
          savingLabel={t('button.saving')}
          onClick={() =>
            void push.enable({ title: t('push.welcomeTitle'), body: t('push.welcomeBody') })
          }
        >
          {t('push.enable')}
        </Button>
        <Button look="ghost" savingLabel={t('button.saving')} onClick={() => void push.decline()}>
          {t('push.notNow')}
        </Button>
      </div>
    </section>
  );
}
