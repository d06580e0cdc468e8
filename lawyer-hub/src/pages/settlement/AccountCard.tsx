// The settlement account: the masked account (my_settlement_account(): bank, ****1234, holder) and
// the form to register or change it (set_settlement_account). The database checks every field and
// answers a hint per field; each is shown in Korean at its field. A change is e-mailed to the
// lawyer by the database (account-takeover defence), which the success message says. Native
// controls as the portal's other forms (components/form/fields.tsx: antd's Form and Select would
// put this route far over the bundle budget); the bank list narrows as the lawyer types.
import { BankOutlined } from '@ant-design/icons';
import { useCustom, useCustomMutation, useList, useNotification } from '@refinedev/core';
import { Button, Skeleton } from 'antd';
import { useMemo, useState, type FormEvent } from 'react';
import { describe, Field, TextInput } from '../../components/form/fields.tsx';
import { NativeSelect } from '../../components/form/NativeSelect.tsx';
import { Panel } from '../../components/Panel.tsx';
import { formatDate } from '../../domain/dates.ts';
import { messages as t } from '../../i18n/ko.ts';
import { settlementTexts } from '../../i18n/settlement.ts';
import { accountFieldError, filterBanks, maskedNumber, type AccountField, type KoreanBank, type SettlementAccount } from './settlement.ts';

const a = settlementTexts.account;

type Values = Record<AccountField, string>;
type Errors = Partial<Record<AccountField, string>>;

function useBanks() {
  const { result, query } = useList<KoreanBank & { id?: string }>({
    resource: 'korean_banks',
    sorters: [{ field: 'sort_order', order: 'asc' }],
    pagination: { mode: 'off' },
    meta: { select: 'code,name_korean,name_english,sort_order' },
    queryOptions: { staleTime: 30 * 60_000 },
    errorNotification: false,
  });
  return { banks: result.data ?? [], isLoading: query.isLoading };
}

function AccountForm({ account, onSaved }: { account: SettlementAccount | null; onSaved: () => Promise<unknown> }) {
  const { banks } = useBanks();
  const [values, setValues] = useState<Values>({ bank_code: account?.bank_code ?? '', account_number: '', holder_name: account?.holder_name ?? '' });
  const [errors, setErrors] = useState<Errors>({});
  const [search, setSearch] = useState('');
  const { mutateAsync, mutation } = useCustomMutation();
  const { open } = useNotification();

  const shown = useMemo(() => filterBanks(banks, search, values.bank_code), [banks, search, values.bank_code]);
  const options = useMemo(() => [{ value: '', label: a.bankChoose }, ...shown.map((b) => ({ value: b.code, label: b.name_korean }))], [shown]);

  const set = (key: AccountField, v: string) => {
    setValues((prev) => ({ ...prev, [key]: v }));
    if (errors[key]) setErrors((prev) => ({ ...prev, [key]: undefined }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await mutateAsync({ url: 'set_settlement_account', method: 'post', values, successNotification: false, errorNotification: false });
      setErrors({});
      setValues((prev) => ({ ...prev, account_number: '' }));
      await onSaved();
      open?.({ key: 'settlement-account', type: 'success', message: a.savedTitle, description: a.saved });
    } catch (err) {
      const x = err as { hint?: string; message?: string };
      const field = accountFieldError(x.hint);
      if (field) {
        setErrors({ [field.field]: field.message });
        document.getElementById(`settlement-${field.field}`)?.focus();
        return;
      }
      const description = x.hint === 'not_lawyer' ? a.errors.not_lawyer : (x.message ?? t.errors.unknown);
      open?.({ key: 'settlement-account', type: 'error', message: a.failed, description });
    }
  };

  const input = (key: 'account_number' | 'holder_name', label: string, hint: string, extra: { placeholder?: string; inputMode?: 'numeric'; maxLength: number }) => {
    const id = `settlement-${key}`;
    return (
      <Field id={id} label={label} hint={hint} error={errors[key]} required>
        <TextInput id={id} name={key} value={values[key]} onValue={(v) => set(key, v)} autoComplete="off" {...extra} {...describe(id, { hint, error: errors[key] })} />
      </Field>
    );
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="settlement-account-form-title">
      <h3 id="settlement-account-form-title" className="lh-h" style={{ fontSize: 15, margin: '16px 0 8px' }}>
        {account ? a.formTitleChange : a.formTitleRegister}
      </h3>
      <Field id="settlement-bank-search" label={a.bankSearch} hint={a.bankSearchHint}>
        <TextInput id="settlement-bank-search" type="search" value={search} onValue={setSearch} autoComplete="off" {...describe('settlement-bank-search', { hint: a.bankSearchHint })} />
      </Field>
      <Field id="settlement-bank_code" label={a.bank} error={errors.bank_code} required>
        <NativeSelect id="settlement-bank_code" name="bank_code" options={options} value={values.bank_code} onChange={(v) => set('bank_code', v)} {...describe('settlement-bank_code', { error: errors.bank_code })} />
      </Field>
      {input('account_number', a.number, a.numberHint, { placeholder: a.numberPlaceholder, inputMode: 'numeric', maxLength: 40 })}
      {input('holder_name', a.holder, a.holderHint, { maxLength: 60 })}
      <p className="lh-muted" style={{ fontSize: 13 }}>
        {a.privacy}
      </p>
      <Button type="primary" htmlType="submit" loading={mutation.isPending}>
        {account ? a.change : a.register}
      </Button>
    </form>
  );
}

export function AccountCard() {
  const { result, query } = useCustom<SettlementAccount[] & { id?: never }>({ url: 'my_settlement_account', method: 'get', errorNotification: false });
  const account = (result.data as SettlementAccount[] | undefined)?.[0] ?? null;

  return (
    <Panel
      title={
        <h2 className="lh-h" style={{ fontSize: 16, margin: 0 }}>
          <BankOutlined aria-hidden="true" /> {a.title}
        </h2>
      }
      data-testid="settlement-account"
    >
      {query.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <>
          {account ? (
            <dl className="lh-member-fields" data-testid="settlement-account-current">
              <div>
                <dt>{a.bank}</dt>
                <dd>{account.bank_name}</dd>
              </div>
              <div>
                <dt>{a.number}</dt>
                <dd data-testid="settlement-account-number">{maskedNumber(account.account_last4)}</dd>
              </div>
              <div>
                <dt>{a.holder}</dt>
                <dd>{account.holder_name}</dd>
              </div>
              <div>
                <dt>{a.updatedAt}</dt>
                <dd>{formatDate(account.updated_at)}</dd>
              </div>
            </dl>
          ) : (
            <p className="lh-muted" data-testid="settlement-account-none">
              {a.none}
            </p>
          )}
          {/* a new form (its fields from the saved account) after each save */}
          <AccountForm key={account ? `${account.bank_code}:${account.account_last4}:${account.holder_name}:${account.updated_at}` : 'none'} account={account} onSaved={() => query.refetch()} />
        </>
      )}
    </Panel>
  );
}
