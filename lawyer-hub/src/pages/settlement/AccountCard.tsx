// The settlement account: the masked account (my_settlement_account(): bank, ****1234, holder) and
// the form to register or change it (set_settlement_account). The database checks every field and
// answers a hint per field; each is shown in Korean at its field. A change is e-mailed to the
// lawyer by the database (account-takeover defence), which the success message says.
import { BankOutlined } from '@ant-design/icons';
import { useCustom, useCustomMutation, useList, useNotification } from '@refinedev/core';
import { Button, Form, Input, Select, Skeleton } from 'antd';
import { useMemo } from 'react';
import { Panel } from '../../components/Panel.tsx';
import { formatDate } from '../../domain/dates.ts';
import { messages as t } from '../../i18n/ko.ts';
import { accountFieldError, maskedNumber, type KoreanBank, type SettlementAccount } from './settlement.ts';

const a = t.settlement.account;

interface AccountValues {
  bank_code?: string;
  account_number?: string;
  holder_name?: string;
}

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

export function AccountCard() {
  const { result, query } = useCustom<SettlementAccount[] & { id?: never }>({ url: 'my_settlement_account', method: 'get', errorNotification: false });
  const account = (result.data as SettlementAccount[] | undefined)?.[0] ?? null;
  const { banks, isLoading: banksLoading } = useBanks();
  const { mutateAsync, mutation } = useCustomMutation();
  const { open } = useNotification();
  const [form] = Form.useForm<AccountValues>();

  const bankOptions = useMemo(() => banks.map((b) => ({ value: b.code, label: b.name_korean })), [banks]);

  const onFinish = async (values: AccountValues) => {
    try {
      await mutateAsync({
        url: 'set_settlement_account',
        method: 'post',
        values: { bank_code: values.bank_code ?? '', account_number: values.account_number ?? '', holder_name: values.holder_name ?? '' },
        successNotification: false,
        errorNotification: false,
      });
      form.setFieldValue('account_number', '');
      await query.refetch();
      open?.({ key: 'settlement-account', type: 'success', message: a.savedTitle, description: a.saved });
    } catch (e) {
      const err = e as { hint?: string; message?: string };
      const field = accountFieldError(err.hint);
      if (field) {
        form.setFields([{ name: field.field, errors: [field.message] }]);
        form.focusField(field.field);
        return;
      }
      const description = err.hint === 'not_lawyer' ? a.errors.not_lawyer : (err.message ?? t.errors.unknown);
      open?.({ key: 'settlement-account', type: 'error', message: a.failed, description });
    }
  };

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
      ) : account ? (
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
      <h3 className="lh-h" style={{ fontSize: 15, margin: '16px 0 8px' }}>
        {account ? a.formTitleChange : a.formTitleRegister}
      </h3>
      <Form<AccountValues>
        form={form}
        name="settlement-account"
        layout="vertical"
        requiredMark
        onFinish={(v) => void onFinish(v)}
        initialValues={{ bank_code: account?.bank_code, holder_name: account?.holder_name }}
        key={account ? `${account.bank_code}:${account.account_last4}:${account.holder_name}` : 'none'}
      >
        <Form.Item name="bank_code" label={a.bank} rules={[{ required: true, message: a.errors.invalid_bank }]}>
          <Select showSearch optionFilterProp="label" options={bankOptions} loading={banksLoading} placeholder={a.bankPlaceholder} />
        </Form.Item>
        <Form.Item name="account_number" label={a.number} extra={a.numberHint} rules={[{ required: true, whitespace: true, message: a.errors.invalid_account_number }]}>
          <Input inputMode="numeric" autoComplete="off" placeholder={a.numberPlaceholder} maxLength={40} />
        </Form.Item>
        <Form.Item name="holder_name" label={a.holder} extra={a.holderHint} rules={[{ required: true, whitespace: true, message: a.errors.invalid_holder }]}>
          <Input autoComplete="off" maxLength={60} />
        </Form.Item>
        <p className="lh-muted" style={{ fontSize: 13 }}>
          {a.privacy}
        </p>
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {account ? a.change : a.register}
        </Button>
      </Form>
    </Panel>
  );
}
