import { Checkbox } from 'antd';

/** A grid of checkboxes for a list of options (regions, languages, sub-categories). */
export function CheckboxGrid({
  options,
  value,
  onChange,
  label,
}: {
  options: { value: string; label: string }[];
  value?: string[];
  onChange?: (v: string[]) => void;
  label: string;
}) {
  return (
    <Checkbox.Group value={value ?? []} onChange={(v) => onChange?.(v as string[])} style={{ width: '100%' }} aria-label={label}>
      <div className="lh-check-grid">
        {options.map((o) => (
          <Checkbox key={o.value} value={o.value}>
            {o.label}
          </Checkbox>
        ))}
      </div>
    </Checkbox.Group>
  );
}
