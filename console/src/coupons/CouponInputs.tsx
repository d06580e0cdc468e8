// The fields of the create/edit dialog (spec §5 "Admin coupon form"): code forced to upper case,
// input caps 20 / 100 / 500, the hints of §9 (percentage 1-100, 0 = no limit).
import { BooleanInput, DateInput, FormDataConsumer, RadioButtonGroupInput, TextInput, useTranslate, type TextInputProps } from 'react-admin';

/**
 * An amount typed as text (issue 16): the form keeps what was typed and couponRules validates it
 * strictly ("1e5" or "-10000" get a Korean message at the field, never another number); a
 * number input would read "1e5" as 100000 without a word.
 */
function AmountInput(props: TextInputProps) {
  return <TextInput {...props} slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }} />;
}
import { Box } from '@mui/material';
import { CODE_MAX, DESCRIPTION_MAX, NAME_MAX, type CouponFormValues } from './couponRules.ts';

export function CouponInputs() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      <TextInput
        source="code"
        parse={(v: string | null) => (v ?? '').toUpperCase()}
        helperText={translate('klegal.coupons.hint_code')}
        slotProps={{ htmlInput: { maxLength: CODE_MAX, autoCapitalize: 'characters', spellCheck: false } }}
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextInput source="name_korean" slotProps={{ htmlInput: { maxLength: NAME_MAX } }} />
      <TextInput source="name_english" slotProps={{ htmlInput: { maxLength: NAME_MAX } }} />
      <TextInput source="description" multiline minRows={2} slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }} sx={{ gridColumn: '1 / -1' }} />
      <RadioButtonGroupInput
        source="discount_type"
        choices={[
          { id: 'percentage', name: 'klegal.coupons.type_percentage' },
          { id: 'fixed', name: 'klegal.coupons.type_fixed' },
        ]}
        sx={{ gridColumn: '1 / -1' }}
      />
      <FormDataConsumer<CouponFormValues>>
        {({ formData }) => (
          <AmountInput
            source="discount_value"
            helperText={translate(formData.discount_type === 'fixed' ? 'klegal.coupons.hint_fixed' : 'klegal.coupons.hint_percentage')}
          />
        )}
      </FormDataConsumer>
      <DateInput source="valid_until" helperText={translate('klegal.coupons.hint_valid_until')} />
      <AmountInput source="min_amount" helperText={translate('klegal.coupons.hint_zero_no_limit')} />
      <AmountInput source="max_discount" helperText={translate('klegal.coupons.hint_zero_no_limit')} />
      <AmountInput source="max_uses" helperText={translate('klegal.coupons.hint_max_uses')} />
      <BooleanInput source="is_active" sx={{ alignSelf: 'center' }} />
    </Box>
  );
}
