// Tooltips of the portal open after 700 ms of hover (spec: timing and interface).
import { Tooltip, type TooltipProps } from 'antd';

export const TOOLTIP_DELAY_S = 0.7;

export function Hint(props: TooltipProps) {
  return <Tooltip mouseEnterDelay={TOOLTIP_DELAY_S} {...props} />;
}
