// The client's choice among the deployment's PortOne channels (issue 26), when there is more than
// one (e.g. an international card channel and a Korean easy-pay channel): a radio group in the page's
// language. Used by the booking page's pay step and the client portal's pay dialog.
import { useId } from 'react';
import type { PayMethod, PortoneChannel } from '../../../lib/api/portone.ts';
import type { MessageKey } from '../../../lib/i18n/index.ts';
import { useI18n } from '../../../lib/i18n/react.ts';

const LABELS: Record<PayMethod, MessageKey> = {
  CARD: 'pay.portone.method.CARD',
  EASY_PAY: 'pay.portone.method.EASY_PAY',
  TRANSFER: 'pay.portone.method.TRANSFER',
  MOBILE: 'pay.portone.method.MOBILE',
};

export function ChannelChoice({ choices, value, onChange, disabled = false }: {
  choices: readonly (PortoneChannel & { payMethod: PayMethod })[];
  value: string;
  onChange: (channelKey: string) => void;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const name = useId();
  return (
    <fieldset className="pay-channels" data-testid="portone-channels">
      <legend>{t('pay.portone.choose')}</legend>
      <div className="choices">
        {choices.map((c) => (
          <label key={c.channelKey} className="choice">
            <input type="radio" name={name} value={c.channelKey} checked={value === c.channelKey} disabled={disabled} onChange={() => onChange(c.channelKey)} />
            {t(LABELS[c.payMethod])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
