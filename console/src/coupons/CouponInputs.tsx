// The fields of the create/edit dialog (spec §5 "Admin coupon form"): code forced to upper case,
// input caps 20 / 100 / 500, the hints of §9 (percentage 1-100, 0 = no limit). Plain MUI fields
// over the dialog's state (CouponFormDialog.tsx), laid out and labelled as react-admin's inputs
// were: label from resources.coupons.fields.*, the message of a field in place of its hint.
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Box, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Switch, TextField, type TextFieldProps } from '@mui/material';
import { CODE_MAX, DESCRIPTION_MAX, NAME_MAX, type CouponField, type CouponFormValues } from './couponRules.ts';

export interface CouponInputsProps {
  values: CouponFormValues;
  /** translated messages of the fields that are wrong */
  errors: Partial<Record<CouponField, string>>;
  onChange: <F extends CouponField>(field: F, value: CouponFormValues[F]) => void;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function CouponInputs({ values, errors, onChange }: CouponInputsProps) {
  const translate = useTranslate();
  const label = (f: CouponField) => translate(`resources.coupons.fields.${f}`);
  // a text field of the form: id and name are the field's, its message replaces its hint
  const field = (f: CouponField, hint: ReactNode, props: TextFieldProps = {}) => (
    <TextField
      id={`coupon-${f}`}
      name={f}
      label={label(f)}
      value={text(values[f])}
      onChange={(e) => onChange(f, e.target.value as never)}
      error={!!errors[f]}
      helperText={errors[f] ?? hint ?? ' '}
      variant="filled"
      size="small"
      margin="dense"
      fullWidth
      {...props}
    />
  );
  /**
   * An amount typed as text (issue 16): the form keeps what was typed and couponRules validates it
   * strictly ("1e5" or "-10000" get a Korean message at the field, never another number); a
   * number input would read "1e5" as 100000 without a word.
   */
  const amount = (f: CouponField, hint: string) => field(f, hint, { slotProps: { htmlInput: { inputMode: 'numeric', autoComplete: 'off' } } });
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      {field('code', translate('klegal.coupons.hint_code'), {
        onChange: (e) => onChange('code', e.target.value.toUpperCase()),
        slotProps: { htmlInput: { maxLength: CODE_MAX, autoCapitalize: 'characters', spellCheck: false } },
        sx: { gridColumn: '1 / -1' },
      })}
      {field('name_korean', null, { slotProps: { htmlInput: { maxLength: NAME_MAX } } })}
      {field('name_english', null, { slotProps: { htmlInput: { maxLength: NAME_MAX } } })}
      {field('description', null, { multiline: true, minRows: 2, slotProps: { htmlInput: { maxLength: DESCRIPTION_MAX } }, sx: { gridColumn: '1 / -1' } })}
      <FormControl margin="dense" sx={{ gridColumn: '1 / -1' }}>
        <FormLabel id="coupon-discount_type-label">{label('discount_type')}</FormLabel>
        <RadioGroup
          row
          name="discount_type"
          aria-labelledby="coupon-discount_type-label"
          value={values.discount_type}
          onChange={(e) => onChange('discount_type', e.target.value as CouponFormValues['discount_type'])}
        >
          <FormControlLabel value="percentage" control={<Radio />} label={translate('klegal.coupons.type_percentage')} />
          <FormControlLabel value="fixed" control={<Radio />} label={translate('klegal.coupons.type_fixed')} />
        </RadioGroup>
        <FormHelperText> </FormHelperText>
      </FormControl>
      {amount('discount_value', translate(values.discount_type === 'fixed' ? 'klegal.coupons.hint_fixed' : 'klegal.coupons.hint_percentage'))}
      {field('valid_until', translate('klegal.coupons.hint_valid_until'), { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
      {amount('min_amount', translate('klegal.coupons.hint_zero_no_limit'))}
      {amount('max_discount', translate('klegal.coupons.hint_zero_no_limit'))}
      {amount('max_uses', translate('klegal.coupons.hint_max_uses'))}
      <FormControlLabel
        sx={{ alignSelf: 'center', mx: 0 }}
        control={<Switch id="coupon-is_active" name="is_active" checked={values.is_active} onChange={(e) => onChange('is_active', e.target.checked)} />}
        label={label('is_active')}
      />
    </Box>
  );
}
