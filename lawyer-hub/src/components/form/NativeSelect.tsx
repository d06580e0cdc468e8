// A native <select> styled like antd inputs: a few fixed options do not need antd's virtualised
// Select (bundle budget), and the native control is the most accessible one on phones.
import type { SelectHTMLAttributes } from 'react';

export function NativeSelect({
  options,
  value,
  onChange,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  options: readonly { value: string; label: string }[];
  value?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <select className="lh-select" value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} {...rest}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
