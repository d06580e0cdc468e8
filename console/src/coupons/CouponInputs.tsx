// The fields of the create/edit dialog (spec §5 "Admin coupon form"): code forced to upper case,
// input caps 20 / 100 / 500, the hints of §9 (percentage 1-100, 0 = no limit).
import { BooleanInput, DateInput, FormDataConsumer, NumberInput, RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
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
          <NumberInput
            source="discount_value"
            min={1}
            step={1}
            helperText={translate(formData.discount_type === 'fixed' ? 'klegal.coupons.hint_fixed' : 'klegal.coupons.hint_percentage')}
          />
        )}
      </FormDataConsumer>
      <DateInput source="valid_until" helperText={translate('klegal.coupons.hint_valid_until')} />
      <NumberInput source="min_amount" min={0} step={1000} helperText={translate('klegal.coupons.hint_zero_no_limit')} />
      <NumberInput source="max_discount" min={0} step={1000} helperText={translate('klegal.coupons.hint_zero_no_limit')} />
      <NumberInput source="max_uses" min={1} step={1} helperText={translate('klegal.coupons.hint_max_uses')} />
      <BooleanInput source="is_active" sx={{ alignSelf: 'center' }} />
    </Box>
  );
}
