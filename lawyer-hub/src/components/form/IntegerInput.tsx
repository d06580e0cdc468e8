// A text input for the integer-or-empty fields (year, fees): digits only, blank allowed; the
// value stays a string in the form and becomes an integer or null on save (domain/profile.ts).
import { Input, type InputProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { isIntegerOrBlank, integerOrNull } from '../../domain/profile.ts';
import { messages as t } from '../../i18n/ko.ts';

export function IntegerInput(props: InputProps) {
  return <Input inputMode="numeric" autoComplete="off" {...props} />;
}

/** Form rules: blank or a whole number, optionally within [min, max]. */
export function integerRules(opts: { min?: number; max?: number; rangeMessage?: string } = {}): Rule[] {
  return [
    {
      validator: async (_, value: string | number | null | undefined) => {
        if (!isIntegerOrBlank(value)) throw new Error(t.profile.integerOnly);
        const n = integerOrNull(value);
        if (n === null) return;
        if ((opts.min !== undefined && n < opts.min) || (opts.max !== undefined && n > opts.max)) {
          throw new Error(opts.rangeMessage ?? t.profile.integerOnly);
        }
      },
    },
  ];
}
